// `npx tsx scripts/volume/explain.ts` (DATABASE_URL as for seed:volume): the plans and times of
// the admin lists' and dashboard's typical queries on the volume database — the evidence for
// db/migrations/2026-11-23-07-volume-indexes.ts. Does not migrate: run it before and after.
import { sql, type Kysely } from "kysely";
import { connectDatabase } from "../../app/.server/platform/db/connect";
import type { Database } from "../../app/.server/platform/db/schema";

type Q = [name: string, sqlite: string, postgres?: string];
const like = (cols: string[], q: string) =>
  `(${cols.map((c) => `lower("${c}") like '%${q}%' escape '\\'`).join(" or ")})`;
const WEEKS_AGO = new Date(Date.now() - 84 * 86_400_000).toISOString();
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const NOW = new Date().toISOString();

const QUERIES: Q[] = [
  [
    "messages: first page",
    `select * from "contactMessage" order by "createdAt" desc, "id" desc limit 25`,
  ],
  ["messages: count all", `select count(*) from "contactMessage"`],
  [
    "messages: status=read page",
    `select * from "contactMessage" where "status" = 'read' order by "createdAt" desc, "id" desc limit 25`,
  ],
  ["messages: status=read count", `select count(*) from "contactMessage" where "status" = 'read'`],
  [
    "messages: page 2000",
    `select * from "contactMessage" order by "createdAt" desc, "id" desc limit 25 offset 49975`,
  ],
  [
    "messages: search page",
    `select * from "contactMessage" where ${like(["name", "email", "message"], "sharma")} order by "createdAt" desc, "id" desc limit 25`,
  ],
  [
    "messages: search count",
    `select count(*) from "contactMessage" where ${like(["name", "email", "message"], "sharma")}`,
  ],
  [
    "newsletter: active+q page",
    `select * from "newsletterSubscriber" where "status" = 'active' and ${like(["email"], "gmail")} order by "createdAt" desc, "id" desc limit 25`,
  ],
  [
    "newsletter: active+q count",
    `select count(*) from "newsletterSubscriber" where "status" = 'active' and ${like(["email"], "gmail")}`,
  ],
  [
    "newsletter: rare q count",
    `select count(*) from "newsletterSubscriber" where ${like(["email"], "priya.iyer")}`,
  ],
  [
    "newsletter: active page 2000",
    `select * from "newsletterSubscriber" where "status" = 'active' order by "createdAt" desc, "id" desc limit 25 offset 49975`,
  ],
  [
    "newsletter: csv batch",
    `select * from "newsletterSubscriber" where "status" = 'active' and ("createdAt", "id") > ('2026-01-01T00:00:00.000Z', '') order by "createdAt", "id" limit 1000`,
  ],
  [
    "users: role+type page",
    `select * from "user" where "role" = 'user' and "accountType" = 'parent' order by "createdAt" desc, "id" desc limit 25`,
  ],
  [
    "users: role+type count",
    `select count(*) from "user" where "role" = 'user' and "accountType" = 'parent'`,
  ],
  ["users: search count", `select count(*) from "user" where ${like(["name", "email"], "priya")}`],
  [
    "users: page 2000",
    `select * from "user" order by "createdAt" desc, "id" desc limit 25 offset 49975`,
  ],
  [
    "outbox: failed page",
    `select * from "emailOutbox" where "status" = 'failed' order by "createdAt" desc, "id" desc limit 26`,
  ],
  [
    "outbox: search page",
    `select * from "emailOutbox" where ${like(["to"], "gmail")} order by "createdAt" desc, "id" desc limit 26`,
  ],
  [
    "audit: action page",
    `select * from "auditLog" where "action" = 'message.reply' order by "createdAt" desc, "id" desc limit 26`,
  ],
  [
    "audit: action deep",
    `select * from "auditLog" where "action" = 'user.role' and ("createdAt", "id") < ('2025-09-01T00:00:00.000Z', 'z') order by "createdAt" desc, "id" desc limit 26`,
  ],
  [
    "audit: record history",
    `select * from "auditLog" where "entity" = 'user' and "entityId" = 'x' order by "createdAt" desc limit 50`,
  ],
  ["dashboard: requested", `select count(*) from "demoBooking" where "status" = 'requested'`],
  [
    "dashboard: demos this week",
    `select count(*) from "demoBooking" where "status" = 'confirmed' and "scheduledStart" >= '${NOW}' and "scheduledStart" < '${IN_A_WEEK}'`,
  ],
  ["dashboard: unread", `select count(*) from "contactMessage" where "status" = 'new'`],
  ["dashboard: failed mail", `select count(*) from "emailOutbox" where "status" = 'failed'`],
  [
    "dashboard: bookings/week",
    `select strftime('%Y-%W', "createdAt") w, "status", count(*) from "demoBooking" where "createdAt" >= '${WEEKS_AGO}' group by 1, 2`,
    `select date_trunc('week', "createdAt"::timestamptz) w, "status", count(*) from "demoBooking" where "createdAt" >= '${WEEKS_AGO}' group by 1, 2`,
  ],
  [
    "dashboard: sign-ups/week",
    `select strftime('%Y-%W', "createdAt") w, count(*) from "user" where "createdAt" >= '${WEEKS_AGO}' group by 1`,
    `select date_trunc('week', "createdAt") w, count(*) from "user" where "createdAt" >= '${WEEKS_AGO}'::timestamptz group by 1`,
  ],
  [
    "dashboard: enrolled/12w",
    `select count(*) from "enrollment" where "createdAt" >= '${WEEKS_AGO}'`,
  ],
  [
    "dashboard: active subs",
    `select count(*) from "newsletterSubscriber" where "status" = 'active'`,
  ],
];

async function time(db: Kysely<Database>, text: string): Promise<number> {
  const t = performance.now();
  await sql.raw(text).execute(db);
  return performance.now() - t;
}

const handle = connectDatabase(process.env.DATABASE_URL ?? "sqlite:./data/volume.db");
try {
  for (const [name, sqliteText, pgText] of QUERIES) {
    const text = handle.dialect === "postgres" ? (pgText ?? sqliteText) : sqliteText;
    const plan = await sql
      .raw<Record<string, string>>(
        handle.dialect === "postgres" ? `explain ${text}` : `explain query plan ${text}`,
      )
      .execute(handle.db);
    const lines = plan.rows.map((r) => (r["QUERY PLAN"] ?? r.detail ?? "").trim());
    const times: number[] = [];
    for (let i = 0; i < 7; i++) times.push(await time(handle.db, text));
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(30)} ${times[3].toFixed(1).padStart(7)} ms  ${lines
        .filter((l) => /SCAN|SEARCH|Index|Seq|Bitmap|TEMP|Sort/.test(l))
        .map((l) => l.replace(/\s+/g, " ").slice(0, 90))
        .join(" | ")}`,
    );
  }
} finally {
  await handle.close();
}
