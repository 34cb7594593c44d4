import { bookerState, type BookerState } from "~/lib/booking-next-steps";
import { formatSlotTime } from "~/lib/time-slots";
import type { AppConfig } from "../platform/config";
import { CLIENT_IP_HEADER } from "../auth/better-auth";
import { consumeRateLimit } from "../platform/rate-limit";
import { DEMO_MINUTES } from "./queries";
import type { AppServices } from "../platform/types";
import {
  bookerChangeRefusal,
  bookingStart,
  changeDeadline,
  type BookerBooking,
  type BookerRefusal,
} from "./writes-booker";

// What /manage-booking/:token needs besides the booker's actions: how often one address may
// use it, and the booking as the booker may see it (never the admins' fields).

/**
 * Per client address, every 10 minutes: page views (a token guess costs one) and changes
 * (each queues mails). The site-wide multiplier applies as for every other public form.
 */
const RULES = {
  view: { limit: 60, windowSeconds: 600 },
  change: { limit: 10, windowSeconds: 600 },
} as const;

export async function allowManageRequest(
  services: Pick<AppServices, "db" | "config">,
  request: Request,
  kind: keyof typeof RULES,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const rule = RULES[kind];
  return consumeRateLimit(services.db, `manage-booking:${kind}:${ip}`, {
    ...rule,
    limit: Math.max(1, Math.round(rule.limit * services.config.rateLimitMultiplier)),
  });
}

export interface ManageView {
  status: BookerBooking["status"];
  /** The status as the booker reads it: a converted demo is its own state. */
  state: BookerState;
  contactName: string;
  learnerName: string | null;
  subject: string;
  /** Formatted on the server, so the page reads the same with and without JavaScript. */
  when: string;
  timeZone: string;
  durationMinutes: number;
  /** Only once confirmed: before that there is no meeting. */
  meetingLink: string | null;
  deadline: string;
  /** Why the booker cannot change it now, or null when they can. */
  refusal: BookerRefusal | null;
  cancelledBy: BookerBooking["cancelledBy"];
  changeRequest: string | null;
  changeRequestedAt: string | null;
}

/** The booking as its booker sees it on the manage page. */
export function manageView(booking: BookerBooking, config: AppConfig, now: Date): ManageView {
  const zone = booking.timeZone;
  return {
    status: booking.status,
    state: bookerState(booking.status, booking.convertedAt),
    contactName: booking.contactName,
    learnerName: booking.learnerName,
    subject: booking.subject,
    when: formatSlotTime(bookingStart(booking), zone),
    timeZone: zone,
    durationMinutes: booking.durationMinutes ?? DEMO_MINUTES,
    // Only a web address becomes a link on the page (never a javascript: or data: one).
    meetingLink:
      booking.status === "confirmed" && /^https?:\/\//i.test(booking.meetingLink ?? "")
        ? booking.meetingLink
        : null,
    deadline: formatSlotTime(changeDeadline(booking, config), zone),
    refusal: bookerChangeRefusal(booking, config, now),
    cancelledBy: booking.cancelledBy,
    changeRequest: booking.changeRequest,
    changeRequestedAt: booking.changeRequestedAt
      ? formatSlotTime(new Date(booking.changeRequestedAt), zone)
      : null,
  };
}
