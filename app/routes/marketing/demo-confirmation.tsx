import { CalendarDays, CalendarPlus, CheckCircle2, Mail, Video } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import { BookingFacts } from "~/components/booking/booking-facts";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { useSite } from "~/hooks/use-site";
import { readReceipt } from "~/.server/bookings/receipt";
import { bookingFromLink } from "~/.server/bookings/queries-access";
import { pageMeta } from "~/lib/meta";
import { canonicalTimeZone, formatSlotTime } from "~/lib/time-slots";
import { bookerState, NEXT_STEPS, type BookerState } from "~/lib/booking-next-steps";
import type { Route } from "./+types/demo-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { config } = context.services;
  const headers = { "Cache-Control": "private, no-store" };
  // Right after asking: what the booker sent (see app/.server/bookings/receipt.ts).
  const receipt = readReceipt(config.authSecret, url.searchParams.get("r"));
  if (receipt) {
    return data(
      {
        booking: {
          contactName: receipt.contactName,
          learnerName: receipt.learnerName,
          subject: receipt.subject,
          start: receipt.start,
          timeZone: receipt.timeZone,
          email: receipt.email,
          // Just asked: what the receipt says is all this page may know (see the receipt).
          state: "requested" as BookerState,
        },
        calendarUrl: `/demo-confirmation/calendar.ics?r=${encodeURIComponent(url.searchParams.get("r")!)}`,
      },
      { headers },
    );
  }
  // The owner's link from the confirmation e-mail: the booking as it stands.
  const booking = await bookingFromLink(context.services, url);
  if (!booking) return data({ booking: null, calendarUrl: null }, { headers });
  return data(
    {
      booking: {
        contactName: booking.contactName,
        learnerName: booking.learnerName,
        subject: booking.subject,
        start: booking.scheduledStart ?? booking.requestedStart,
        timeZone: booking.timeZone,
        email: booking.email,
        state: bookerState(booking.status, booking.convertedAt),
      },
      calendarUrl: `/demo-confirmation/calendar.ics?${url.searchParams.toString()}`,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your demo class", "Your free Learnova demo class booking."),
  { name: "robots", content: "noindex" },
];

const ICONS = { mail: Mail, video: Video, check: CheckCircle2, calendar: CalendarDays };

export default function DemoConfirmation({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { booking, calendarUrl } = loaderData;
  const next = NEXT_STEPS[booking?.state ?? "requested"];
  // Shown in the zone chosen when booking; after hydration, in this browser's zone if different.
  const [zone, setZone] = useState(booking?.timeZone ?? "UTC");
  useEffect(() => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (local) setZone(canonicalTimeZone(local));
  }, []);

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-br from-brand-50 via-white to-saffron-50">
      <div className="container-page py-6">
        <Logo name={site.name} />
      </div>
      <div className="container-page flex flex-1 flex-col items-center pb-16">
        {booking ? (
          <div className="w-full max-w-2xl rounded-card bg-white p-8 shadow-card sm:p-10">
            <CheckCircle2 aria-hidden className="h-12 w-12 text-green-700" />
            <h1 className="mt-4 text-3xl sm:text-4xl">{next.heading}</h1>
            <p className="mt-3 text-lg text-muted">
              Thank you, {booking.contactName}. We've sent the details to {booking.email}.
            </p>
            <BookingFacts
              subject={booking.subject}
              learnerName={booking.learnerName}
              requested={booking.state === "requested"}
              when={formatSlotTime(booking.start, zone)}
              timeZone={zone}
              testIdPrefix="booked"
              margin="mt-8"
              padding="p-6"
            />
            {next.calendar ? (
              <Button asChild size="lg" className="mt-6">
                <a href={calendarUrl!} download="learnova-demo-class.ics">
                  <CalendarPlus aria-hidden className="h-5 w-5" />{" "}
                  {booking.state === "cancelled" ? "Remove from your calendar" : "Add to calendar"}
                </a>
              </Button>
            ) : null}
            <h2 className="mt-10 text-2xl">What happens next</h2>
            <ol className="mt-4 grid gap-4" data-testid="next-steps">
              {next.steps.map(({ icon, text }) => {
                const Icon = ICONS[icon];
                return (
                  <li key={text} className="flex gap-3">
                    <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" />
                    <span>{text}</span>
                  </li>
                );
              })}
            </ol>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to="/courses">Explore courses</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/">Back to the home page</Link>
              </Button>
            </div>
          </div>
        ) : (
          <div className="w-full max-w-xl rounded-card bg-white p-8 text-center shadow-card">
            <h1 className="text-3xl">Your demo class</h1>
            <p className="mt-3 text-muted">
              We couldn't find a booking for this link. Open the link from your confirmation e-mail,
              or book a free demo class now.
            </p>
            <Button asChild className="mt-6">
              <Link to="/get-started">Book a free demo class</Link>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
