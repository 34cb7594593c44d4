import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: unknown;
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
      createdAt: new Date().toISOString(),
    })
    .execute();
}
