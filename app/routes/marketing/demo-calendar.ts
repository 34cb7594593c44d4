import { readReceipt } from "~/.server/booking-receipt";
import { bookingFromLink } from "~/.server/repos/booking-access";
import { bookingEvent, bookingIcs, type CalendarEvent } from "~/.server/repos/bookings";
import type { Route } from "./+types/demo-calendar";

/**
 * The booking as an .ics file (stable UID: importing again updates the same event): from the
 * owner's mailed link, or from the receipt the booker got when asking.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { config } = context.services;
  let event: CalendarEvent | undefined;
  const receipt = readReceipt(config.authSecret, url.searchParams.get("r"));
  if (receipt) {
    event = {
      uid: receipt.uid,
      subject: receipt.subject,
      start: receipt.start,
      confirmed: false,
      meetingLink: null,
    };
  } else {
    const booking = await bookingFromLink(context.services, url);
    if (booking) event = bookingEvent(booking, config.authSecret);
  }
  if (!event) return new Response("Booking not found", { status: 404 });
  return new Response(bookingIcs(event, config), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="learnova-demo-class.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
