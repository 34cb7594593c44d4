import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: unknown;
}

let lastAuditMs = 0;

/**
 * The entry's time: now, but always after the previous entry this process wrote. Two changes
 * to one record can land in the same millisecond (a move and an edit, a status step and the
 * next); the history is read newest first by this time, so a tie would show them in either
 * order. One step of a millisecond only happens under such bursts, so the times stay true.
 */
function auditTime(): string {
  lastAuditMs = Math.max(Date.now(), lastAuditMs + 1);
  return new Date(lastAuditMs).toISOString();
}

/** Records who changed what; call inside the same transaction as the change. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      id: randomUUID(),
      actorId: entry.actorId,
      actorEmail: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
      createdAt: auditTime(),
    })
    .execute();
}
