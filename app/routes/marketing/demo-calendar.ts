import { readReceipt } from "~/.server/bookings/receipt";
import { calendarDownload } from "~/.server/bookings/calendar-download";
import { bookingFromLink } from "~/.server/bookings/queries-access";
import { bookingIcs } from "~/.server/bookings/queries";
import type { Route } from "./+types/demo-calendar";

/**
 * The booking as an .ics file (stable UID: importing again updates the same event): from the
 * owner's mailed link, the booking as it stands now (confirmed time and link, or withdrawn
 * when cancelled); from the receipt the booker got when asking, only what they sent. The
 * receipt never reads the stored booking (see app/.server/bookings/receipt.ts): whoever repeats
 * someone's request must not get their meeting link. Its file carries SEQUENCE 0, so a
 * calendar that already holds a later state of the event keeps that.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { config } = context.services;
  const receipt = readReceipt(config.authSecret, url.searchParams.get("r"));
  if (receipt) {
    const ics = bookingIcs(
      {
        uid: receipt.uid,
        subject: receipt.subject,
        start: receipt.start,
        confirmed: false,
        meetingLink: null,
      },
      config,
    );
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="learnova-demo-class.ics"',
        "Cache-Control": "private, no-store",
      },
    });
  }
  const booking = await bookingFromLink(context.services, url);
  if (!booking) return new Response("Booking not found", { status: 404 });
  return calendarDownload(booking, config);
}
