import { sql, SqliteAdapter, type Kysely, type RawBuilder } from "kysely";

// Frozen: every sort the admin lists offer, at any depth and under any of their filters
// (decision 0026). A list reads its page's 25 ids first (app/.server/repos/admin-*.ts); for a
// non-default sort that read used to fetch every skipped row, or sort 50,000–100,000 of them,
// to check a filter (page 2,000 by name: p95 130–260 ms). Each sort now has one index that
// holds its order, the id, and the columns the list filters on, so a deep page, filtered or
// not, is a walk along one index that never touches the table: on PostgreSQL the filter
// columns are INCLUDEd (an index-only scan), on SQLite they are trailing key columns.
// The four indexes replaced keep their names (and their leading columns, so what used them
// still does).
// PostgreSQL also INCLUDEs the columns a key expression reads (`base`): its planner plans an
// index-only scan only when every column the query names is in the index.
type Sort = {
  table: string;
  name: string;
  keys: RawBuilder<unknown>[];
  covers: string[];
  base: string[];
};

const id = sql.ref("id");
const SORTS: Sort[] = [
  {
    table: "demoBooking",
    name: "demoBooking_contactName_lower",
    keys: [sql`lower(${sql.ref("contactName")})`, id],
    covers: [
      "status",
      "accountType",
      "courseSlug",
      "assigneeId",
      "scheduledStart",
      "requestedStart",
    ],
    base: ["contactName"],
  },
  {
    table: "demoBooking",
    name: "demoBooking_demoStart",
    keys: [sql`coalesce(${sql.ref("scheduledStart")}, ${sql.ref("requestedStart")})`, id],
    covers: ["status", "accountType", "courseSlug", "assigneeId"],
    base: ["scheduledStart", "requestedStart"],
  },
  {
    table: "contactMessage",
    name: "contactMessage_name_lower",
    keys: [sql`lower(${sql.ref("name")})`, id],
    covers: ["status"],
    base: ["name"],
  },
  {
    table: "user",
    name: "user_name_lower",
    keys: [sql`lower(${sql.ref("name")})`, id],
    covers: ["role", "accountType"],
    base: ["name"],
  },
  {
    table: "user",
    name: "user_email_sort",
    keys: [sql`lower(${sql.ref("email")})`, id],
    covers: ["role", "accountType"],
    base: ["email"],
  },
  {
    table: "newsletterSubscriber",
    name: "newsletterSubscriber_email_sort",
    keys: [sql.ref("emailKey"), id],
    covers: ["status"],
    base: [],
  },
];
const REPLACED = new Set([
  "demoBooking_contactName_lower",
  "demoBooking_demoStart",
  "contactMessage_name_lower",
  "user_name_lower",
]);

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const { table, name, keys, covers, base } of SORTS) {
    const included = covers.map((c) => sql.ref(c));
    const includedPg = [...new Set([...covers, ...base])].map((c) => sql.ref(c));
    if (REPLACED.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await (
      sqlite
        ? sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.join([...keys, ...included])})`
        : sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.join(keys)}) include (${sql.join(includedPg)})`
    ).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, name, keys } of SORTS) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    if (REPLACED.has(name)) {
      await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.join(keys)})`.execute(db);
    }
  }
}
