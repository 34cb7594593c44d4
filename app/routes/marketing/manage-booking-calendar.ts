import { bookingByManageToken, isManageTokenFormat } from "~/.server/bookings/writes-booker";
import { calendarDownload } from "~/.server/bookings/calendar-download";
import { allowManageRequest } from "~/.server/bookings/manage-page";
import type { Route } from "./+types/manage-booking-calendar";

/** The manage page's "Add to calendar": the booking's current state as an .ics file. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const notFound = () =>
    new Response("Not found", {
      status: 404,
      headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" },
    });
  if (!isManageTokenFormat(params.token)) return notFound();
  const limit = await allowManageRequest(services, request, "view");
  if (!limit.allowed) {
    return new Response("Too many requests", {
      status: 429,
      headers: {
        "Retry-After": String(limit.retryAfterSeconds),
        "Cache-Control": "private, no-store",
      },
    });
  }
  const booking = await bookingByManageToken(services.db, params.token);
  return booking ? calendarDownload(booking, services.config) : notFound();
}
