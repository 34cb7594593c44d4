import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: the subscribers' count per status, kept by the database as rows change. The
// newsletter list shows every status's count on its tabs (app/.server/newsletter/
// queries-admin.ts countByStatus) and counted all 200,000 subscribers for each page: 35–55 ms
// of PostgreSQL on docs/admin.md's volume (a parallel scan, three processes, whatever the
// index), most of the list's time and of four admins' at once (docs/performance.md §14.3).
// Triggers keep one row per status: a new subscriber adds one to its status, a change of status
// moves one, a deletion takes one away. They run in the writer's transaction, so a rolled-back
// write leaves the counts as they were. On PostgreSQL they run once per statement, adding up
// its rows per status from the statement's transition tables, and change the counts' rows in
// the statuses' order: two statements changing several subscribers at once (the volume seed
// inserts 1,000 at a time, two side by side) then wait for each other instead of deadlocking.
// The triggers come before the counting, and PostgreSQL's table lock first: a subscriber
// written by a server still running while this migrates is counted once, by the one or the
// other.
const STATUSES = ["pending", "active", "unsubscribed"];

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!sqlite) await sql`lock table "newsletterSubscriber" in share row exclusive mode`.execute(db);
  await db.schema
    .createTable("newsletterStatusCount")
    .addColumn("status", "text", (c) => c.primaryKey())
    .addColumn("n", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  if (sqlite) await sqliteTriggers(db);
  else await postgresTriggers(db);
  const zero = sql.join(STATUSES.map((s) => sql`(${s}, 0)`));
  await sql`
    insert into "newsletterStatusCount" ("status", "n") values ${zero}
    on conflict ("status") do nothing
  `.execute(db);
  await sql`
    update "newsletterStatusCount" set "n" = (
      select count(*) from "newsletterSubscriber" s
      where s."status" = "newsletterStatusCount"."status"
    )
  `.execute(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger "newsletterSubscriber_count_insert" after insert on "newsletterSubscriber"
    begin
      insert into "newsletterStatusCount" ("status", "n") values (new."status", 1)
        on conflict ("status") do update set "n" = "n" + 1;
    end
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_delete" after delete on "newsletterSubscriber"
    begin
      update "newsletterStatusCount" set "n" = "n" - 1 where "status" = old."status";
    end
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_status"
    after update of "status" on "newsletterSubscriber"
    when old."status" is not new."status"
    begin
      update "newsletterStatusCount" set "n" = "n" - 1 where "status" = old."status";
      insert into "newsletterStatusCount" ("status", "n") values (new."status", 1)
        on conflict ("status") do update set "n" = "n" + 1;
    end
  `.execute(db);
}

/** One function for three statement triggers; each reads only its own transition tables. */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function "newsletterSubscriber_count"() returns trigger language plpgsql as $$
    declare
      statuses text[];
      deltas bigint[];
    begin
      if tg_op = 'INSERT' then
        select array_agg("status" order by "status"), array_agg("d" order by "status")
          into statuses, deltas
          from (select "status", count(*) as "d" from "added" group by "status") as "per";
      elsif tg_op = 'DELETE' then
        select array_agg("status" order by "status"), array_agg(-"d" order by "status")
          into statuses, deltas
          from (select "status", count(*) as "d" from "removed" group by "status") as "per";
      else
        select array_agg("status" order by "status"), array_agg("d" order by "status")
          into statuses, deltas
          from (
            select "status", sum("d") as "d" from (
              select "status", 1 as "d" from "changed_to"
              union all select "status", -1 from "changed_from"
            ) as "moves"
            group by "status" having sum("d") <> 0
          ) as "per";
      end if;
      -- In the statuses' order, whatever the order of the statement's rows.
      for i in 1 .. coalesce(array_length(statuses, 1), 0) loop
        insert into "newsletterStatusCount" ("status", "n") values (statuses[i], deltas[i])
          on conflict ("status") do update set "n" = "newsletterStatusCount"."n" + excluded."n";
      end loop;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_insert" after insert on "newsletterSubscriber"
    referencing new table as "added"
    for each statement execute function "newsletterSubscriber_count"()
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_delete" after delete on "newsletterSubscriber"
    referencing old table as "removed"
    for each statement execute function "newsletterSubscriber_count"()
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_update" after update on "newsletterSubscriber"
    referencing old table as "changed_from" new table as "changed_to"
    for each statement execute function "newsletterSubscriber_count"()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const event of sqlite ? ["insert", "delete", "status"] : ["insert", "delete", "update"]) {
    const name = sql.id(`newsletterSubscriber_count_${event}`);
    await (
      sqlite ? sql`drop trigger ${name}` : sql`drop trigger ${name} on "newsletterSubscriber"`
    ).execute(db);
  }
  if (!sqlite) await sql`drop function "newsletterSubscriber_count"()`.execute(db);
  await db.schema.dropTable("newsletterStatusCount").execute();
}
