import type { AppServices } from "../services";
import { getBooking, isBookingViewToken, type BookingView } from "./bookings";

/** The booking a confirmation link names, if its token matches. */
export async function bookingFromLink(
  services: AppServices,
  url: URL,
): Promise<BookingView | undefined> {
  const id = url.searchParams.get("booking") ?? "";
  const token = url.searchParams.get("t") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id) || !token) return undefined;
  if (!isBookingViewToken(services.config.authSecret, id, token)) return undefined;
  return getBooking(services.db, id);
}
