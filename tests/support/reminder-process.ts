// One "server process" of the two-process reminder test (app/.server/bookings/
// reminders.processes.test.ts): connects to REMINDER_DATABASE_URL, says "ready", waits for "go"
// on stdin so both processes start together, then runs small reminder passes until one finds
// nothing left to claim, and prints what it decided as one JSON line.
import { createInterface } from "node:readline";
import { sendDueReminders } from "~/.server/bookings/jobs";
import { type ReminderCounts } from "~/.server/bookings/types";
import { connectDatabase } from "~/.server/platform/db/connect";
import { createLogger } from "~/.server/platform/log";
import { testConfig } from "./databases";

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
process.stdout.write("ready\n");
await new Promise<void>((resolve) => {
  const input = createInterface({ input: process.stdin });
  input.on("line", (line) => {
    if (line.trim() === "go") {
      input.close();
      // An open stdin would keep the process alive after its work.
      process.stdin.destroy();
      resolve();
    }
  });
});

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
process.stdout.write(`${JSON.stringify({ workerId, ...total })}\n`);
