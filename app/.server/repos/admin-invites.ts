import { createHash, randomBytes } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { INVITE_TTL_DAYS } from "~/lib/schemas/admin-invites";
import type { Database } from "../db/schema";

// One-time invitations for new admins (docs/admin.md §5). Only the SHA-256 of a token is stored:
// the link itself lives in the invitee's mailbox, so a copy of the database cannot be used to
// become an admin. An invite is open while it is unused, unexpired, and its inviter is still
// an admin (a demoted admin's invitations stop working with their rights).

export { INVITE_TTL_DAYS };
const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 3_600_000;

/** A fresh token for a link: 32 random bytes, URL-safe. */
export function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the table keeps of a token. */
export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface InviteRow {
  id: string;
  email: string;
  expiresAt: string;
}

/** The inviter is still an admin (a subquery, so the check and a claim are one statement). */
function inviterIsAdmin(eb: ExpressionBuilder<Database, "adminInvite">) {
  return eb(
    "adminInvite.invitedBy",
    "in",
    eb.selectFrom("user").select("user.id").where("user.role", "=", "admin"),
  );
}

/**
 * Stores a new invitation for `email` (already lower-cased by the form's schema) and deletes
 * that address's earlier unused ones: a re-invite replaces them, and their links stop working.
 * Returns the row, the token for the link (never stored) and how many were replaced.
 */
export async function createInvite(
  db: Kysely<Database>,
  input: { id: string; email: string; invitedBy: string },
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

export interface PendingInvite extends InviteRow {
  createdAt: string;
  inviterName: string | null;
  inviterEmail: string | null;
  /** False once the inviter is no longer an admin: the link no longer works. */
  inviterIsAdmin: boolean;
}

/** Unused, unexpired invitations, newest first (at most `limit`), with who sent them. */
export async function listPendingInvites(
  db: Kysely<Database>,
  now = new Date(),
  limit = 100,
): Promise<PendingInvite[]> {
  const rows = await db
    .selectFrom("adminInvite")
    .leftJoin("user", "user.id", "adminInvite.invitedBy")
    .select([
      "adminInvite.id",
      "adminInvite.email",
      "adminInvite.expiresAt",
      "adminInvite.createdAt",
      "user.name as inviterName",
      "user.email as inviterEmail",
      "user.role as inviterRole",
    ])
    .where("adminInvite.usedAt", "is", null)
    .where("adminInvite.expiresAt", ">", now.toISOString())
    .orderBy("adminInvite.createdAt", "desc")
    .orderBy("adminInvite.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(({ inviterRole, ...row }) => ({
    ...row,
    inviterIsAdmin: inviterRole === "admin",
  }));
}

/** How many invitations are pending (counted in SQL). */
export async function countPendingInvites(db: Kysely<Database>, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("adminInvite")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
    .returning(["id", "email", "expiresAt"])
    .executeTakeFirst();
}

/** The open invitation this token belongs to, or undefined (unknown, used, expired, or its inviter demoted). */
export async function findOpenInvite(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<InviteRow | undefined> {
  if (!token) return undefined;
  return db
    .selectFrom("adminInvite")
    .select(["id", "email", "expiresAt"])
    .where("tokenHash", "=", hashInviteToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .where(inviterIsAdmin)
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
    .returning(["id", "email", "expiresAt"])
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

/** Gives an invitee's new account the admin role (inside the caller's transaction). */
export async function makeInviteeAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("user")
    .set((eb) => ({
      role: "admin",
      // The invitation's link was mailed to this address: the account has proven it.
      emailVerified: sql<boolean>`true`,
      version: eb("version", "+", 1),
      updatedAt: new Date().toISOString(),
    }))
    .where("id", "=", userId)
    .execute();
}
