import type { BookingStatus } from "~/.server/db/schema";

// What the booker's pages say about what happens next, for each state of a booking
// (docs/admin.md "The demo-booking lifecycle"). A mailed link may be opened long after the
// request, so every state has its own true text (issue 23, item 13): "a teacher confirms the
// time" is only true while the booking is a request.

/** The lifecycle's states as the booker sees them: a converted demo is its own. */
export type BookerState = BookingStatus | "converted";

export type StepIcon = "mail" | "video" | "check" | "calendar";

export interface NextSteps {
  heading: string;
  steps: { icon: StepIcon; text: string }[];
  /** Whether the calendar file is still useful (the demo is ahead, or it was cancelled). */
  calendar: boolean;
}

/** The booker's state: the status, or "converted" once a completed demo became an enrolment. */
export function bookerState(status: BookingStatus, convertedAt?: string | null): BookerState {
  return status === "completed" && convertedAt ? "converted" : status;
}

const AFTER = "After the class, we'll suggest a course and a schedule. There is no obligation.";
const BOOK_AGAIN = "You're welcome to book another free demo class whenever it suits you.";

export const NEXT_STEPS: Record<BookerState, NextSteps> = {
  requested: {
    heading: "Your demo class is booked!",
    calendar: true,
    steps: [
      {
        icon: "mail",
        text: "A teacher confirms the time by e-mail, usually within one working day. If the slot doesn't work, we'll suggest another.",
      },
      {
        icon: "video",
        text: "Before the class you'll get the joining link. All you need is a device with a camera and a microphone.",
      },
      { icon: "check", text: AFTER },
    ],
  },
  confirmed: {
    heading: "Your demo class is confirmed!",
    calendar: true,
    steps: [
      {
        icon: "mail",
        text: "Your time is confirmed. The confirmation e-mail has the joining link and a calendar invitation.",
      },
      {
        icon: "video",
        text: "We'll remind you by e-mail a day and an hour before the class. All you need is a device with a camera and a microphone.",
      },
      { icon: "check", text: AFTER },
    ],
  },
  cancelled: {
    heading: "Your demo class was cancelled",
    calendar: true,
    steps: [
      {
        icon: "calendar",
        text: "This demo class will not take place. The cancellation e-mail has the details and removes it from your calendar.",
      },
      { icon: "check", text: BOOK_AGAIN },
    ],
  },
  completed: {
    heading: "Your demo class has taken place",
    calendar: false,
    steps: [
      { icon: "check", text: "Thank you for joining the demo class." },
      {
        icon: "mail",
        text: "We'll be in touch by e-mail to suggest a course and a schedule. There is no obligation.",
      },
    ],
  },
  converted: {
    heading: "You're enrolled",
    calendar: false,
    steps: [
      {
        icon: "check",
        text: "Thank you for joining the demo class. You're now enrolled in a course.",
      },
      {
        icon: "mail",
        text: 'Your "You\'re enrolled" e-mail says how to sign in and follow your course.',
      },
    ],
  },
  "no-show": {
    heading: "We missed you at your demo class",
    calendar: false,
    steps: [
      { icon: "calendar", text: "The demo class took place without you, so it is now closed." },
      { icon: "check", text: BOOK_AGAIN },
    ],
  },
};
