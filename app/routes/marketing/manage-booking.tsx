import { CalendarPlus, CalendarX2, Clock } from "lucide-react";
import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { BookingFacts } from "~/components/booking/booking-facts";
import { ContactLinks } from "~/components/contact/contact-links";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextareaField } from "~/components/forms/textarea-field";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { useSite } from "~/hooks/use-site";
import { NEXT_STEPS } from "~/lib/booking-next-steps";
import {
  bookerCancel,
  bookerRequestChange,
  bookingByManageToken,
  isManageTokenFormat,
  type BookerOutcome,
} from "~/.server/bookings/writes-booker";
import { allowManageRequest, manageView } from "~/.server/bookings/manage-page";
import { formAnswer, parseForm, readForm } from "~/.server/kit/form-action";
import { formFailure, formSuccess, type FormResult } from "~/lib/form-result";
import { pageMeta } from "~/lib/meta";
import {
  bookerCancelSchema,
  bookerChangeSchema,
  CANCEL_REASON_MAX,
  CHANGE_REQUEST_MAX,
} from "~/lib/schemas/booking-manage";
import type { Route } from "./+types/manage-booking";

// The booker's private manage link (docs/admin.md "The booker's manage link"): the token
// in the address is the only credential, so the page is never cached, never indexed and never
// sends its address to another site as a referrer. It works without JavaScript: cancelling asks first on a
// page of its own (?step=cancel), and every answer is rendered into the page.

/**
 * "same-origin", not "no-referrer": the address never leaves for another site (the meeting
 * link, a mail provider), while the page's own form posts keep their Origin header, which the
 * cross-site guard (server/origin.ts) needs; under "no-referrer" browsers send "Origin: null"
 * and a post without JavaScript would be refused.
 */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

const TOO_MANY = "Too many attempts from your network. Please wait a few minutes and try again.";

/** An unknown or malformed token looks like any other missing page: no hint either way. */
function notFound(): never {
  throw redirect("/not-found", { headers: PRIVATE_HEADERS });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  if (!isManageTokenFormat(params.token)) notFound();
  const limit = await allowManageRequest(services, request, "view");
  if (!limit.allowed) {
    throw data(TOO_MANY, {
      status: 429,
      headers: { ...PRIVATE_HEADERS, "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const booking = await bookingByManageToken(services.db, params.token);
  if (!booking) notFound();
  const now = new Date();
  const view = manageView(booking, services.config, now);
  const step = new URL(request.url).searchParams.get("step");
  return data(
    {
      booking: view,
      cutoffHours: services.config.bookingChangeCutoffHours,
      confirmCancel: step === "cancel" && view.refusal === null,
      path: `/manage-booking/${params.token}`,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

/**
 * After every post, refused ones too: a refusal means the booking changed under the booker
 * (the cut-off passed, the school moved it), and the page must show it as it now is.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

function refusalMessage(
  reason: Exclude<BookerOutcome, { ok: true }>["reason"],
  cutoffHours: number,
): string {
  switch (reason) {
    case "past-cutoff":
      return `It's less than ${cutoffHours} hours before your demo class, so it can no longer be changed here. Please contact us instead.`;
    case "closed":
      return "This demo class can no longer be changed: it has been cancelled or has already taken place.";
    case "conflict":
      return "Our team changed your booking a moment ago. Check the details below, and try again if you still need to.";
    case "not-found":
      return notFound();
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  if (!isManageTokenFormat(params.token)) notFound();
  const values = await readForm(request);
  const intent = values.intent === "cancel" || values.intent === "change" ? values.intent : null;
  if (!intent) return formAnswer(formFailure({}, "Unknown action."), 400, PRIVATE_HEADERS);
  // Checked before the budget is counted, as the callable forms do: a booker without
  // JavaScript who leaves a field empty is not locked out; every post that acts is counted.
  const parsed =
    intent === "cancel"
      ? parseForm(bookerCancelSchema, values, intent)
      : parseForm(bookerChangeSchema, values, intent);
  if (!parsed.ok) return parsed.answer;
  const limit = await allowManageRequest(services, request, "change");
  if (!limit.allowed) {
    return formAnswer(formFailure({}, TOO_MANY, intent), 429, {
      ...PRIVATE_HEADERS,
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const now = new Date();
  const outcome: BookerOutcome =
    "reason" in parsed.data
      ? await bookerCancel(services, params.token, parsed.data.reason, now)
      : await bookerRequestChange(services, params.token, parsed.data.message, now);
  if (!outcome.ok) {
    const message = refusalMessage(outcome.reason, services.config.bookingChangeCutoffHours);
    return formAnswer(formFailure({}, message, intent), 409, PRIVATE_HEADERS);
  }
  const answer =
    intent === "cancel"
      ? formSuccess(
          "Demo class cancelled",
          "Your demo class is cancelled. We've sent you an e-mail with a calendar update. You're welcome to book another one whenever it suits you.",
          intent,
        )
      : formSuccess(
          "Request sent",
          "Thank you. We've passed on the times that suit you; we'll confirm a new time by e-mail. Until then, your booking stays as it is.",
          intent,
        );
  return formAnswer(answer, 200, PRIVATE_HEADERS);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your demo class booking", "See, cancel or move your free Learnova demo class."),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

const STATUS_TEXT: Record<string, { label: string; className: string }> = {
  requested: {
    label: "Requested: awaiting confirmation",
    className: "bg-saffron-100 text-brand-950",
  },
  confirmed: { label: "Confirmed", className: "bg-emerald-100 text-emerald-900" },
  cancelled: { label: "Cancelled", className: "bg-red-100 text-red-900" },
  completed: { label: "Completed", className: "bg-brand-100 text-brand-950" },
  "no-show": { label: "Missed", className: "bg-gray-200 text-gray-900" },
  converted: { label: "Completed: enrolled", className: "bg-brand-100 text-brand-950" },
};

type View = Route.ComponentProps["loaderData"]["booking"];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { booking, cutoffHours, confirmCancel, path } = loaderData;
  const result = actionData as FormResult | undefined;
  const status = STATUS_TEXT[booking.state] ?? STATUS_TEXT.requested;
  const open = booking.refusal === null;

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-br from-brand-50 via-white to-saffron-50">
      <div className="container-page py-6">
        <Logo name={site.name} />
      </div>
      <div className="container-page flex flex-1 flex-col items-center pb-16">
        <div className="w-full max-w-2xl rounded-card bg-white p-5 shadow-card sm:p-10">
          <h1 className="text-3xl sm:text-4xl">Your demo class</h1>
          <p className="mt-2 text-lg text-muted">Booked by {booking.contactName}</p>
          <p className="mt-4">
            <span
              data-testid="booking-status"
              className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${status.className}`}
            >
              {status.label}
            </span>
          </p>
          {result?.ok ? (
            <div className="mt-6">
              <FormSuccess message={result.message} />
            </div>
          ) : null}
          <BookingDetails booking={booking} />
          {booking.status !== "completed" && booking.status !== "no-show" ? (
            <Button asChild variant="outline" className="mt-6">
              <a href={`${path}/calendar.ics`} download="learnova-demo-class.ics">
                {booking.status === "cancelled" ? (
                  <>
                    <CalendarX2 aria-hidden className="h-5 w-5" /> Remove from your calendar
                  </>
                ) : (
                  <>
                    <CalendarPlus aria-hidden className="h-5 w-5" /> Add to calendar
                  </>
                )}
              </a>
            </Button>
          ) : null}

          {booking.changeRequest && open ? (
            <section
              aria-labelledby="pending-request"
              className="mt-8 rounded-2xl bg-saffron-50 p-5"
            >
              <h2 id="pending-request" className="text-lg">
                You asked for another time
              </h2>
              <p className="mt-1 text-sm text-muted">Sent {booking.changeRequestedAt}</p>
              <p className="mt-2 whitespace-pre-line" data-testid="change-request">
                {booking.changeRequest}
              </p>
              <p className="mt-2 text-sm text-muted">We'll reply by e-mail.</p>
            </section>
          ) : null}

          {open && confirmCancel ? (
            <CancelStep booking={booking} path={path} result={result} />
          ) : open ? (
            <Changes booking={booking} path={path} result={result} />
          ) : (
            <Closed booking={booking} cutoffHours={cutoffHours} result={result} />
          )}
        </div>
      </div>
    </div>
  );
}

function BookingDetails({ booking }: { booking: View }) {
  return (
    <BookingFacts
      subject={booking.subject}
      learnerName={booking.learnerName}
      requested={booking.status === "requested"}
      when={booking.when}
      timeZone={booking.timeZone}
      durationMinutes={booking.durationMinutes}
      meetingLink={booking.meetingLink}
      testIdPrefix="booking"
      margin="mt-6"
      padding="p-5 sm:p-6"
    />
  );
}

/** Asking for another time, and the way to the cancel step. */
function Changes({ booking, path, result }: { booking: View; path: string; result?: FormResult }) {
  const busy = useNavigation().state === "submitting";
  const { formRef, onSubmit, field, sent, formError } = useForm({
    schema: bookerChangeSchema,
    pageResult: result,
    intent: "change",
  });
  const cancelRefused = result && !result.ok && result.intent === "cancel" ? result : undefined;
  return (
    <>
      <p className="mt-8 flex items-start gap-2" data-testid="change-deadline">
        <Clock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" />
        <span>
          You can cancel or ask for another time until <strong>{booking.deadline}</strong> (your
          time).
        </span>
      </p>
      <section aria-labelledby="another-time" className="mt-8">
        <h2 id="another-time" className="text-2xl">
          Ask for another time
        </h2>
        <p className="mt-2 text-muted">
          Tell us which days and times suit you. Your booking stays as it is until we confirm a new
          time by e-mail.
        </p>
        {/* Re-mounted after each request so a sent message does not stay in the box. */}
        <Form
          key={booking.changeRequestedAt ?? "none"}
          ref={formRef}
          method="post"
          action={path}
          className="mt-4 grid gap-4"
          noValidate
          onSubmit={onSubmit}
        >
          <input type="hidden" name="intent" value="change" />
          <FormError message={formError} />
          <TextareaField
            label="Which times suit you?"
            {...field("message")}
            defaultValue={sent("message")}
            maxLength={CHANGE_REQUEST_MAX}
            placeholder="For example: weekday evenings after 18:00, or Saturday morning"
          />
          <div>
            <Button type="submit" size="lg" disabled={busy}>
              Ask for another time
            </Button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="cancel-title" className="mt-10 border-t border-gray-200 pt-8">
        <h2 id="cancel-title" className="text-2xl">
          Can't make it?
        </h2>
        <FormError message={cancelRefused?.formError} />
        <p className="mt-2 text-muted">
          You can cancel the demo class; we'll let the teacher know.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={`${path}?step=cancel`}>Cancel this demo class</Link>
        </Button>
      </section>
    </>
  );
}

/** The confirmation step: nothing is cancelled until this form is sent. */
function CancelStep({
  booking,
  path,
  result,
}: {
  booking: View;
  path: string;
  result?: FormResult;
}) {
  const busy = useNavigation().state === "submitting";
  const { formRef, onSubmit, field, sent, formError } = useForm({
    schema: bookerCancelSchema,
    pageResult: result,
    intent: "cancel",
  });
  return (
    <section
      aria-labelledby="confirm-cancel"
      className="mt-8 rounded-2xl border-2 border-red-200 p-4 sm:p-6"
    >
      <h2 id="confirm-cancel" className="text-2xl">
        Cancel your demo class?
      </h2>
      <p className="mt-2">
        {booking.subject}, {booking.when}. This can't be undone, but you can book a new demo class
        at any time.
      </p>
      {/* Posts to the page itself, so the answer is shown without the ?step=cancel. */}
      <Form
        ref={formRef}
        method="post"
        action={path}
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="intent" value="cancel" />
        <FormError message={formError} />
        <TextareaField
          label="Reason (optional)"
          {...field("reason")}
          defaultValue={sent("reason")}
          maxLength={CANCEL_REASON_MAX}
        />
        <div className="flex flex-wrap gap-3">
          {/* May wrap onto two lines on the narrowest phones rather than stick out. */}
          <Button
            type="submit"
            size="lg"
            variant="destructive"
            disabled={busy}
            className="h-auto min-h-12 py-2 whitespace-normal"
          >
            Yes, cancel the demo class
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to={path}>Keep my booking</Link>
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** After the cut-off, or once the demo is over or cancelled: how to reach the school. */
function Closed({
  booking,
  cutoffHours,
  result,
}: {
  booking: View;
  cutoffHours: number;
  result?: FormResult;
}) {
  const refused = result && !result.ok ? result.formError : undefined;
  const lead =
    booking.status === "cancelled"
      ? booking.cancelledBy === "booker"
        ? "You cancelled this demo class."
        : "This demo class was cancelled by our team."
      : booking.status === "completed" || booking.status === "no-show"
        ? // Each outcome its own words (app/lib/booking-next-steps.ts), never "is over" for all.
          NEXT_STEPS[booking.state].steps.map((step) => step.text).join(" ")
        : `Your demo class starts in less than ${cutoffHours} hours, so it can no longer be cancelled or moved here.`;
  return (
    <section aria-labelledby="reach-us" className="mt-8">
      <FormError message={refused} />
      <h2 id="reach-us" className="mt-4 text-2xl">
        {booking.status === "requested" || booking.status === "confirmed"
          ? "Need to change it?"
          : "Questions?"}
      </h2>
      <p className="mt-2" data-testid="closed-reason">
        {lead} Please contact us and we'll help:
      </p>
      <ContactLinks className="mt-4" />
      {booking.status !== "requested" && booking.status !== "confirmed" ? (
        <Button asChild className="mt-6">
          <Link to="/get-started">Book a new demo class</Link>
        </Button>
      ) : null}
    </section>
  );
}
