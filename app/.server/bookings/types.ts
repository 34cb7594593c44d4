// The reminder worker's shape, apart from its code so that the services' type
// (platform/types.ts) needs nothing that imports the services (app/.server/README.md); and the
// stored booking's type, which the writes, mails and calendar share without importing each other.
import type { Selectable } from "kysely";
import type { DemoBookingTable } from "../platform/db/schema";

/** A stored booking, every column (the admin pages, the mails and the calendar read it). */
export type BookingRecord = Selectable<DemoBookingTable>;

/** A pass's decisions. */
export interface ReminderCounts {
  sent: number;
  skipped: number;
  cancelled: number;
}

export interface ReminderWorker {
  /** Runs one pass now (after the one under way, if any); tests pass their own clock. */
  runOnce(now?: Date): Promise<ReminderCounts>;
  /** Stops the timer and waits for the pass under way (it stops after its current reminder). */
  stop(): Promise<void>;
}
