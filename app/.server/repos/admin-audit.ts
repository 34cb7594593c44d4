import { sql, type Kysely } from "kysely";
import { recordHref } from "~/lib/admin-sections";
import type { Cursor } from "~/lib/admin/list-query";
import { COUNT_CAP } from "~/lib/admin/log-queries";
import { distinctValues, olderThan } from "../admin/keyset";
import type { AuditLogTable, Database } from "../db/schema";

// The audit log as the admin panel reads it (docs/admin.md §11): who did what to which record and
// when. 500,000 rows and growing, so every read is an index range newest first: by person,
// section, action or record (auditLog_*_list, migration 08) or time alone
// (auditLog_createdAt_id), each ordered by (createdAt, id).

export interface AuditFilter {
  /** The acting user's id, or "". */
  actorId: string;
  /** The record kind (auditLog.entity), or "". */
  entity: string;
  action: string;
  /** One record's id, exactly, or "". */
  recordId: string;
  /** ISO instants: from (included) and until (excluded), or "". */
  from: string;
  until: string;
}

export type AuditRow = AuditLogTable;

/**
 * The record filter needs the entity for its index (entity, entityId, createdAt, id). Without a
 * section chosen, it names every section there is: a few index seeks instead of a full scan.
 */
async function sectionsFor(db: Kysely<Database>, filter: AuditFilter): Promise<string[]> {
  if (filter.entity) return [filter.entity];
  return filter.recordId ? auditSections(db) : [];
}

function filtered(db: Kysely<Database>, filter: AuditFilter, sections: string[]) {
  let query = db.selectFrom("auditLog");
  if (filter.actorId) query = query.where("actorId", "=", filter.actorId);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.recordId) {
    query = query.where("entityId", "=", filter.recordId);
    query =
      sections.length > 0
        ? query.where("entity", "in", sections)
        : query.where(sql<boolean>`1 = 0`); // no section has entries, so no record has any
  } else if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.from) query = query.where("createdAt", ">=", filter.from);
  if (filter.until) query = query.where("createdAt", "<", filter.until);
  return query;
}

/** Up to `limit` entries of the filter after `after`, newest first: a page of the list. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<AuditRow[]> {
  // The page's ids first, from one covering index alone (migration 08), so a filter that
  // matches few entries is tested on index entries, not table rows; then those entries.
  let ids = filtered(db, filter, await sectionsFor(db, filter)).select("id");
  if (after) ids = ids.where(olderThan(after));
  ids = ids.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit);
  return db
    .selectFrom("auditLog")
    .selectAll()
    .where("id", "in", ids)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The same rows read straight along the index, for the CSV export's batches of 1,000: there
 * the second lookup of every row by its id would cost more than the ids-first read saves.
 */
export async function readAuditBatch(
  db: Kysely<Database>,
  filter: AuditFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<AuditRow[]> {
  let query = filtered(db, filter, await sectionsFor(db, filter)).selectAll();
  if (after) query = query.where(olderThan(after));
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** How many entries the filter holds, counted no further than COUNT_CAP + 1. */
export async function countAudit(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const first = filtered(db, filter, await sectionsFor(db, filter))
    .select(sql<number>`1`.as("one"))
    .limit(COUNT_CAP + 1);
  const row = await db
    .selectFrom(first.as("m"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The record kinds that have entries (the section filter's choices). */
export async function auditSections(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await distinctValues("auditLog", "entity").execute(db);
  return rows.map((r) => r.value);
}

/** The actions that have entries (the action filter's choices). */
export async function auditActions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await distinctValues("auditLog", "action").execute(db);
  return rows.map((r) => r.value);
}

export interface AuditPerson {
  id: string;
  /** Their name now, or null when the account is gone. */
  name: string | null;
  /** Their address now, else the one their latest entry recorded. */
  email: string | null;
}

/** Everyone who has entries (the person filter's choices), by name or address. */
export async function auditPeople(db: Kysely<Database>): Promise<AuditPerson[]> {
  const { rows } = await distinctValues("auditLog", "actorId").execute(db);
  const ids = rows.map((r) => r.value);
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const people = await Promise.all(
    ids.map(async (id): Promise<AuditPerson> => {
      const user = byId.get(id);
      if (user) return { id, name: user.name, email: user.email };
      // Served by auditLog_actor_list: that person's newest entry.
      const latest = await db
        .selectFrom("auditLog")
        .select("actorEmail")
        .where("actorId", "=", id)
        .orderBy("createdAt", "desc")
        .limit(1)
        .executeTakeFirst();
      return { id, name: null, email: latest?.actorEmail ?? null };
    }),
  );
  const label = (p: AuditPerson) => (p.name ?? p.email ?? p.id).toLowerCase();
  return people.sort((a, b) => label(a).localeCompare(label(b)));
}

/** One entry, or undefined. */
export async function getAuditEntry(
  db: Kysely<Database>,
  id: string,
): Promise<AuditRow | undefined> {
  return db.selectFrom("auditLog").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The learner of each enrolment among `ids`: an enrolment has no admin page of its own, so
 * its entries link to the learner's page, which lists their enrolments.
 */
export async function enrollmentLearners(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("enrollment")
    .select(["id", "userId"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.userId]));
}

/**
 * Where each entry's record lives in the panel (null when it has no page). An enrolment links
 * to its learner: found by the enrolment, or, once that is gone, by the learner the entry
 * recorded (older entries kept { userId, … }).
 */
export async function recordLinks(
  db: Kysely<Database>,
  rows: Pick<AuditRow, "id" | "entity" | "entityId" | "detail">[],
): Promise<Map<string, string | null>> {
  const enrollments = rows.filter((r) => r.entity === "enrollment" && r.entityId);
  const learners = await enrollmentLearners(
    db,
    enrollments.map((r) => r.entityId!),
  );
  const links = new Map<string, string | null>();
  for (const row of rows) {
    if (row.entity !== "enrollment") {
      links.set(row.id, recordHref(row.entity, row.entityId));
      continue;
    }
    let learner = row.entityId ? learners.get(row.entityId) : undefined;
    if (!learner && row.detail) {
      try {
        const detail = JSON.parse(row.detail) as { userId?: unknown };
        if (typeof detail?.userId === "string") learner = detail.userId;
      } catch {
        // not JSON: no learner to link to
      }
    }
    links.set(row.id, recordHref("user", learner ?? null));
  }
  return links;
}
