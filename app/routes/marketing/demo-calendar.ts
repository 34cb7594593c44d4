import { bookingFromLink } from "~/.server/repos/booking-access";
import { bookingIcs } from "~/.server/repos/bookings";
import type { Route } from "./+types/demo-calendar";

/** The booking as an .ics file (stable UID: importing again updates the same event). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await bookingFromLink(context.services, new URL(request.url));
  if (!booking) return new Response("Booking not found", { status: 404 });
  return new Response(bookingIcs(booking, context.services.config), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="learnova-demo-class.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
