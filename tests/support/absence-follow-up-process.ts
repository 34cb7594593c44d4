// One "server process" of the two-process absence follow-up test (app/.server/classes/
// writes-follow-up.processes.test.ts): connects to FOLLOWUP_DATABASE_URL, says "ready", waits
// for "go" on stdin so both start together, then follows up the group's members in small
// transactions, as attendance saves do, and prints what it did as one JSON line.
import { followUpAbsences, type FollowUpCounts } from "~/.server/classes/writes-follow-up";
import { connectDatabase } from "~/.server/platform/db/connect";
import { testConfig } from "./databases";
import { awaitStartingGun, reportResult } from "../../scripts/support/starting-gun";

const url = process.env.FOLLOWUP_DATABASE_URL!;
const cohortId = process.env.FOLLOWUP_COHORT!;
const now = new Date(process.env.FOLLOWUP_NOW!);
const workerId = process.env.FOLLOWUP_WORKER_ID!;

const handle = connectDatabase(url);
const config = testConfig(url);
await handle.ping();
const members = await handle.db
  .selectFrom("cohortMember")
  .select("id")
  .where("cohortId", "=", cohortId)
  .orderBy("id")
  .execute();
await awaitStartingGun();

const total: FollowUpCounts = { mailed: 0, known: 0, ended: 0 };
// Small transactions: the two processes keep reaching for the same members.
for (let i = 0; i < members.length; i += 5) {
  const ids = members.slice(i, i + 5).map((m) => m.id);
  const counts = await handle.db
    .transaction()
    .execute((trx) => followUpAbsences(trx, config, ids, now));
  total.mailed += counts.mailed;
  total.known += counts.known;
  total.ended += counts.ended;
}
await handle.close();
reportResult({ workerId, ...total });
