import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: the subscribers' count per status, kept by the database as rows change. The
// newsletter list shows every status's count on its tabs (app/.server/newsletter/
// queries-admin.ts countByStatus) and counted all 200,000 subscribers for each page: 35–55 ms
// of PostgreSQL on docs/admin.md's volume (a parallel scan, three processes, whatever the
// index), most of the list's time and of four admins' at once (docs/performance.md §14.3).
// Triggers keep one row per status: a new subscriber adds one to its status, a change of status
// moves one, a deletion (also an account's, by its cascade) takes one away. They are in the
// writer's transaction, so a rolled-back write leaves the counts as they were. On PostgreSQL
// a change of status updates the two rows in the statuses' order, so two opposite changes at
// once wait for each other instead of deadlocking.
const STATUSES = ["pending", "active", "unsubscribed"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletterStatusCount")
    .addColumn("status", "text", (c) => c.primaryKey())
    .addColumn("n", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  const zero = sql.join(STATUSES.map((s) => sql`(${s}, 0)`));
  await sql`insert into "newsletterStatusCount" ("status", "n") values ${zero}`.execute(db);
  await sql`
    update "newsletterStatusCount" set "n" = (
      select count(*) from "newsletterSubscriber" s
      where s."status" = "newsletterStatusCount"."status"
    )
  `.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
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
    return;
  }
  await sql`
    create function "newsletterSubscriber_count"() returns trigger language plpgsql as $$
    begin
      -- A change of status touches the lower status's row first (the migration's comment).
      if tg_op = 'INSERT' then
        insert into "newsletterStatusCount" ("status", "n") values (new."status", 1)
          on conflict ("status") do update set "n" = "newsletterStatusCount"."n" + 1;
      elsif tg_op = 'DELETE' then
        update "newsletterStatusCount" set "n" = "n" - 1 where "status" = old."status";
      elsif old."status" < new."status" then
        update "newsletterStatusCount" set "n" = "n" - 1 where "status" = old."status";
        insert into "newsletterStatusCount" ("status", "n") values (new."status", 1)
          on conflict ("status") do update set "n" = "newsletterStatusCount"."n" + 1;
      else
        insert into "newsletterStatusCount" ("status", "n") values (new."status", 1)
          on conflict ("status") do update set "n" = "newsletterStatusCount"."n" + 1;
        update "newsletterStatusCount" set "n" = "n" - 1 where "status" = old."status";
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_insert_delete"
    after insert or delete on "newsletterSubscriber"
    for each row execute function "newsletterSubscriber_count"()
  `.execute(db);
  await sql`
    create trigger "newsletterSubscriber_count_status"
    after update of "status" on "newsletterSubscriber"
    for each row when (old."status" is distinct from new."status")
    execute function "newsletterSubscriber_count"()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const t of ["insert", "delete", "status"]) {
      await sql`drop trigger ${sql.id(`newsletterSubscriber_count_${t}`)}`.execute(db);
    }
  } else {
    await sql`drop trigger "newsletterSubscriber_count_insert_delete" on "newsletterSubscriber"`.execute(
      db,
    );
    await sql`drop trigger "newsletterSubscriber_count_status" on "newsletterSubscriber"`.execute(
      db,
    );
    await sql`drop function "newsletterSubscriber_count"()`.execute(db);
  }
  await db.schema.dropTable("newsletterStatusCount").execute();
}
