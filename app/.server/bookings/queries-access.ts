import type { Selectable } from "kysely";
import type { DemoBookingTable } from "../platform/db/schema";
import type { AppServices } from "../platform/types";
import { isBookingViewToken } from "./queries";

/**
 * The booking a confirmation link names, if its token matches: the whole record, as it stands
 * now (its calendar file follows confirmations and cancellations). Callers pick what to show.
 */
export async function bookingFromLink(
  services: AppServices,
  url: URL,
): Promise<Selectable<DemoBookingTable> | undefined> {
  const id = url.searchParams.get("booking") ?? "";
  const token = url.searchParams.get("t") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id) || !token) return undefined;
  if (!isBookingViewToken(services.config.authSecret, id, token)) return undefined;
  return services.db.selectFrom("demoBooking").selectAll().where("id", "=", id).executeTakeFirst();
}
