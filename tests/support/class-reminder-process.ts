// One "server process" of the two-process class-reminder test (app/.server/classes/
// jobs-reminders.processes.test.ts): connects to REMINDER_DATABASE_URL, says "ready", waits for
// "go" on stdin so both processes start together, then runs small passes until one finds
// nothing left, and prints what it did as one JSON line.
import { sendDueClassReminders, type ClassReminderCounts } from "~/.server/classes/jobs-reminders";
import { connectDatabase } from "~/.server/platform/db/connect";
import { createLogger } from "~/.server/platform/log";
import { testConfig } from "./databases";
import { awaitStartingGun, reportResult } from "../../scripts/support/starting-gun";

const url = process.env.REMINDER_DATABASE_URL!;
const now = new Date(process.env.REMINDER_NOW!);
const workerId = process.env.REMINDER_WORKER_ID!;

const handle = connectDatabase(url);
const services = { db: handle.db, config: testConfig(url), log: createLogger("silent") };
await handle.ping();
await awaitStartingGun();

const total: ClassReminderCounts = { sent: 0, taken: 0 };
// Small passes: the two processes keep reaching for the same reminders.
for (;;) {
  const counts = await sendDueClassReminders(services, { now, workerId, limit: 10 });
  total.sent += counts.sent;
  total.taken += counts.taken;
  if (counts.sent + counts.taken === 0) break;
}
await handle.close();
reportResult({ workerId, ...total });
