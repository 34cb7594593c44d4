// One "server process" of the reminder claim in `npm run bench:classes` (scripts/bench-classes.ts;
// app/.server/classes/jobs-reminders.processes.test.ts runs the same race in the tests):
// connects to REMINDER_DATABASE_URL, says "ready", waits for "go" on stdin so both processes
// start together, then runs the worker's own passes (sendDueClassReminders with its default
// limit) at REMINDER_NOW until one finds nothing left, and prints what it did as one JSON line.
import {
  sendDueClassReminders,
  type ClassReminderCounts,
} from "../../app/.server/classes/jobs-reminders";
import { loadConfig } from "../../app/.server/platform/config";
import { connectDatabase } from "../../app/.server/platform/db/connect";
import { createLogger } from "../../app/.server/platform/log";
import { awaitStartingGun, reportResult } from "../support/starting-gun";

const url = process.env.REMINDER_DATABASE_URL!;
const now = new Date(process.env.REMINDER_NOW!);
const workerId = process.env.REMINDER_WORKER_ID!;

const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: "error" });
const handle = connectDatabase(url);
const services = { db: handle.db, config, log: createLogger("silent") };
await handle.ping();
await awaitStartingGun();

const t = performance.now();
const total: ClassReminderCounts = { sent: 0, taken: 0 };
let passes = 0;
for (;;) {
  const counts = await sendDueClassReminders(services, { now, workerId });
  passes++;
  total.sent += counts.sent;
  total.taken += counts.taken;
  if (counts.sent + counts.taken === 0) break;
}
const ms = performance.now() - t;
await handle.close();
reportResult({ workerId, ...total, passes, ms });
