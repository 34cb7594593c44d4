import type { Kysely, Selectable } from "kysely";
import type { Database, DemoBookingTable } from "../db/schema";

/** A stored booking, every column (the admin pages, the mails and the calendar read it). */
export type BookingRecord = Selectable<DemoBookingTable>;

export async function getBookingRecord(
  db: Kysely<Database>,
  id: string,
): Promise<BookingRecord | undefined> {
  return db.selectFrom("demoBooking").selectAll().where("id", "=", id).executeTakeFirst();
}
