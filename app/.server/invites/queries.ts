import { createHash, randomBytes } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import { INVITE_TTL_DAYS } from "~/lib/schemas/admin-invites";
import type { Database, InviteRole } from "../platform/db/schema";

// One-time invitations for new admins (docs/admin.md §5). Only the SHA-256 of a token is stored:
// the link itself lives in the invitee's mailbox, so a copy of the database cannot be used to
// become an admin. An invite is open while it is unused, unexpired, and its inviter is still
// an admin (a demoted admin's invitations stop working with their rights).

export { INVITE_TTL_DAYS };

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
  /** The role the account gets: admin or teacher. */
  role: InviteRole;
  expiresAt: string;
}

/** The inviter is still an admin (a subquery, so the check and a claim are one statement). */
export function inviterIsAdmin(eb: ExpressionBuilder<Database, "adminInvite">) {
  return eb(
    "adminInvite.invitedBy",
    "in",
    eb.selectFrom("user").select("user.id").where("user.role", "=", "admin"),
  );
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
      "adminInvite.role",
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

/** The open invitation this token belongs to, or undefined (unknown, used, expired, or its inviter demoted). */
export async function findOpenInvite(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<InviteRow | undefined> {
  if (!token) return undefined;
  return db
    .selectFrom("adminInvite")
    .select(["id", "email", "role", "expiresAt"])
    .where("tokenHash", "=", hashInviteToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .where(inviterIsAdmin)
    .executeTakeFirst();
}
