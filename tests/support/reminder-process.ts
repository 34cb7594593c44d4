// One "server process" of the two-process reminder test (app/.server/bookings/
// jobs.processes.test.ts): connects to REMINDER_DATABASE_URL, says "ready", waits for "go"
// on stdin so both processes start together, then runs small reminder passes until one finds
// nothing left to claim, and prints what it decided as one JSON line.
import { sendDueReminders } from "~/.server/bookings/jobs";
import { type ReminderCounts } from "~/.server/bookings/types";
import { connectDatabase } from "~/.server/platform/db/connect";
import { createLogger } from "~/.server/platform/log";
import { testConfig } from "./databases";
import { awaitStartingGun, reportResult } from "../../scripts/support/starting-gun";

const url = process.env.REMINDER_DATABASE_URL!;
const now = new Date(process.env.REMINDER_NOW!);
const workerId = process.env.REMINDER_WORKER_ID!;

const handle = connectDatabase(url);
const services = {
  db: handle.db,
  dialect: handle.dialect,
  config: testConfig(url),
  log: createLogger("silent"),
};
// Connected and warm before the start signal, so neither process gets a head start.
await handle.ping();
await awaitStartingGun();

const total: ReminderCounts = { sent: 0, skipped: 0, cancelled: 0 };
// Small passes, many claims: the two processes keep reaching for the same rows.
for (;;) {
  const counts = await sendDueReminders(services, { now, workerId, limit: 5 });
  total.sent += counts.sent;
  total.skipped += counts.skipped;
  total.cancelled += counts.cancelled;
  if (counts.sent + counts.skipped + counts.cancelled === 0) break;
}
await handle.close();
reportResult({ workerId, ...total });
