import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { bumpContentVersion } from "../content-version";
import { writeAudit } from "../repos/audit";
import type { SessionUser } from "../session";

/** The words for a lost optimistic-concurrency race, as docs/admin.md "Who and how" gives them. */
export const CONFLICT_MESSAGE =
  "This was changed by someone else. Reload to see the latest version.";

/**
 * A refusal an admin should read: an illegal transition, a rule (the last admin), a stale
 * version. Route actions turn it into a form error with a 4xx status; nothing was changed,
 * because it is thrown inside the write's transaction.
 */
export class AdminRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 = 422,
  ) {
    super(message);
    this.name = "AdminRefusal";
  }
}

/** The row was changed (or deleted) since the admin loaded it. */
export class VersionConflict extends AdminRefusal {
  constructor() {
    super(CONFLICT_MESSAGE, 409);
  }
}

/** The record does not exist (any more). */
export class RecordMissing extends AdminRefusal {
  constructor(what = "This record") {
    super(`${what} no longer exists.`, 404);
  }
}

export interface AdminWrite<T> {
  /** What the audit log calls the change, e.g. "message.reply" or "user.role". */
  action: string;
  /** The section's record kind: "message", "subscriber", "user", "enrollment", … */
  entity: string;
  entityId: string | null;
  /** True when the change alters what public pages show: every process drops cached pages. */
  publicContent?: boolean;
  /**
   * The change itself, inside the transaction. It returns the fields it changed as they were
   * and as they are (the audit row's before/after) and any result for the caller.
   */
  run: (trx: Transaction<Database>) => Promise<{
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    result: T;
  }>;
}

/**
 * The one way the admin panel changes data: the change, its audit row and (for public
 * content) the content version all commit together or not at all. A refusal thrown by `run`
 * rolls everything back.
 */
export async function adminWrite<T>(
  db: Kysely<Database>,
  actor: Pick<SessionUser, "id" | "email">,
  write: AdminWrite<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { before, after, result } = await write.run(trx);
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: write.action,
      entity: write.entity,
      entityId: write.entityId,
      detail: changedFields(before ?? null, after ?? null),
    });
    if (write.publicContent) await bumpContentVersion(trx);
    return result;
  });
}

/** Only what differs, so an audit row reads as the change and not as the whole record. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null {
  if (!before && !after) return null;
  if (!before || !after) return { before, after };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

type VersionedTable =
  | "contactMessage"
  | "newsletterSubscriber"
  | "demoBooking"
  | "enrollment"
  | "user"
  | "blogPost"
  | "course"
  | "testimonial"
  | "faqItem"
  | "helpItem"
  | "featureCard"
  | "boardLogo";

/**
 * Updates one row only if it still has the version the admin saw, and bumps it. Throws
 * VersionConflict when someone else saved first, RecordMissing when the row is gone.
 * The version comparison and the write are one statement, so two saves cannot both win.
 */
export async function updateVersioned(
  trx: Transaction<Database>,
  table: VersionedTable,
  id: string,
  expectedVersion: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const result = await trx
    .updateTable(table as "contactMessage")
    .set((eb) => ({ ...changes, version: eb("version", "+", 1) }) as never)
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await trx
    .selectFrom(table as "contactMessage")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  throw exists ? new VersionConflict() : new RecordMissing();
}
