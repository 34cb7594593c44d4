// The invitations' changes (docs/admin.md §5): create and revoke one (the admin's side), claim,
// release and promote (the invitee's side, invites/accept.ts). The reads are in queries.ts.
import { sql, type Kysely } from "kysely";
import { writeAudit } from "../audit/writes";
import { INVITE_TTL_DAYS } from "~/lib/schemas/admin-invites";
import type { Database, InviteRole } from "../platform/db/schema";
import { type InviteRow, hashInviteToken, inviterIsAdmin, newInviteToken } from "./queries";

/** Gives an invitee's new account its invitation's role (inside the caller's transaction). */
async function giveInviteeRole(
  db: Kysely<Database>,
  userId: string,
  role: InviteRole,
): Promise<void> {
  await db
    .updateTable("user")
    .set((eb) => ({
      role,
      // The invitation's link was mailed to this address: the account has proven it.
      emailVerified: sql<boolean>`true`,
      version: eb("version", "+", 1),
      updatedAt: new Date().toISOString(),
    }))
    .where("id", "=", userId)
    .execute();
}

/** Gives the invitee's new account its invitation's role and audits it, in one transaction. */
export async function promoteInvitee(
  db: Kysely<Database>,
  user: { id: string; email: string },
  invite: { id: string; role: InviteRole },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await giveInviteeRole(trx, user.id, invite.role);
    await writeAudit(trx, {
      actorId: user.id,
      actorEmail: user.email,
      action: "invite.accept",
      entity: "user",
      entityId: user.id,
      detail: { before: { role: "user" }, after: { role: invite.role, invite: invite.id } },
    });
  });
}

const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 3_600_000;

/**
 * Stores a new invitation for `email` (already lower-cased by the form's schema) and deletes
 * that address's earlier unused ones: a re-invite replaces them, and their links stop working.
 * Returns the row, the token for the link (never stored) and how many were replaced.
 */
export async function createInvite(
  db: Kysely<Database>,
  input: { id: string; email: string; role?: InviteRole; invitedBy: string },
  now = new Date(),
): Promise<{ invite: InviteRow; token: string; replaced: number }> {
  const replaced = await db
    .deleteFrom("adminInvite")
    .where("email", "=", input.email)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  const token = newInviteToken();
  const invite: InviteRow = {
    id: input.id,
    email: input.email,
    role: input.role ?? "admin",
    expiresAt: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
  };
  await db
    .insertInto("adminInvite")
    .values({
      ...invite,
      tokenHash: hashInviteToken(token),
      invitedBy: input.invitedBy,
      usedAt: null,
      createdAt: now.toISOString(),
    })
    .execute();
  return { invite, token, replaced: Number(replaced.numDeletedRows) };
}

/**
 * Withdraws an unused invitation: its row goes (the audit log keeps the fact). Returns what
 * was withdrawn, or undefined when it was already used, replaced or withdrawn.
 */
export async function revokeInvite(
  db: Kysely<Database>,
  id: string,
): Promise<InviteRow | undefined> {
  return db
    .deleteFrom("adminInvite")
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .returning(["id", "email", "role", "expiresAt"])
    .executeTakeFirst();
}

/**
 * Marks the token's invitation used, if it is still open, in one conditional UPDATE: of any
 * number of concurrent claims exactly one gets the row back; the rest get undefined. The
 * returned `usedAt` lets the winner give the claim back (releaseInvite) if sign-up fails.
 */
export async function claimInvite(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<(InviteRow & { usedAt: string }) | undefined> {
  if (!token) return undefined;
  const usedAt = now.toISOString();
  const row = await db
    .updateTable("adminInvite")
    .set({ usedAt })
    .where("tokenHash", "=", hashInviteToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", usedAt)
    .where(inviterIsAdmin)
    .returning(["id", "email", "role", "expiresAt"])
    .executeTakeFirst();
  return row ? { ...row, usedAt } : undefined;
}

/** Gives a claim back (the account could not be created), only if it is still this claim. */
export async function releaseInvite(
  db: Kysely<Database>,
  id: string,
  usedAt: string,
): Promise<void> {
  await db
    .updateTable("adminInvite")
    .set({ usedAt: null })
    .where("id", "=", id)
    .where("usedAt", "=", usedAt)
    .execute();
}
