// The invitee's promotion (the invitation's other changes are in queries.ts until split).
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";
import { writeAudit } from "../audit/writes";

/** Gives an invitee's new account the admin role (inside the caller's transaction). */
async function makeInviteeAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("user")
    .set((eb) => ({
      role: "admin",
      version: eb("version", "+", 1),
      updatedAt: new Date().toISOString(),
    }))
    .where("id", "=", userId)
    .execute();
}

/** Makes the invitee's new account an admin and audits it, in one transaction. */
export async function promoteInvitee(
  db: Kysely<Database>,
  user: { id: string; email: string },
  inviteId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await makeInviteeAdmin(trx, user.id);
    await writeAudit(trx, {
      actorId: user.id,
      actorEmail: user.email,
      action: "invite.accept",
      entity: "user",
      entityId: user.id,
      detail: { before: { role: "user" }, after: { role: "admin", invite: inviteId } },
    });
  });
}
