import { randomUUID } from "node:crypto";
import { enqueueMail } from "../outbox/writes";
import { adminInviteEmail } from "../outbox/templates";
import { INVITE_TTL_DAYS } from "./queries";
import { createInvite, revokeInvite } from "./writes";
import { findUserByEmail } from "../users/queries";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import type { InviteRole, Role } from "../platform/db/schema";
import { adminWrite, AdminRefusal } from "../kit/write";

// The admin's side of invitations: send one (audited, its mail queued in the same
// transaction) or withdraw one. The token appears only in the mail, never in the audit row.

export type InviteOutcome =
  | { kind: "sent"; email: string; replaced: number }
  /** The address already has an account: its role is changed on its page, not by a new one. */
  | { kind: "existing"; userId: string; name: string; isAdmin: boolean; role: Role };

/** The link an invitee opens. */
export function inviteUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/invite?token=${encodeURIComponent(token)}`;
}

/**
 * Invites `email` to become an admin or a teacher (`role`), replacing any earlier pending
 * invitation to it. An address that already has an account is not invited: its role is
 * changed on its own page (keeping its history), never by a second account.
 */
export async function inviteAdmin(
  services: AppServices,
  actor: Pick<SessionUser, "id" | "email" | "name">,
  email: string,
  role: InviteRole = "admin",
): Promise<InviteOutcome> {
  const { db, config } = services;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    return {
      kind: "existing",
      userId: existing.id,
      name: existing.name,
      isAdmin: existing.role === "admin",
      role: existing.role,
    };
  }
  const id = randomUUID();
  const replaced = await adminWrite(db, actor, {
    action: "invite.create",
    entity: "invite",
    entityId: id,
    run: async (trx) => {
      const created = await createInvite(trx, { id, email, role, invitedBy: actor.id });
      const mail = adminInviteEmail(config.site, {
        inviterName: actor.name || actor.email,
        url: inviteUrl(config.siteUrl, created.token),
        expiresInDays: INVITE_TTL_DAYS,
        role,
      });
      await enqueueMail(trx, { to: email, kind: "admin-invite", ...mail });
      return {
        before: null,
        after: {
          email,
          role,
          expiresAt: created.invite.expiresAt,
          ...(created.replaced ? { replacedInvites: created.replaced } : {}),
        },
        result: created.replaced,
      };
    },
  });
  services.mail?.kick();
  return { kind: "sent", email, replaced };
}

/** Withdraws a pending invitation; refuses one already used, replaced or withdrawn. */
export async function revokeAdminInvite(
  services: AppServices,
  actor: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<{ email: string }> {
  return adminWrite(services.db, actor, {
    action: "invite.revoke",
    entity: "invite",
    entityId: id,
    run: async (trx) => {
      const gone = await revokeInvite(trx, id);
      if (!gone) {
        throw new AdminRefusal(
          "This invitation was already used, replaced or revoked. Reload the page.",
          409,
        );
      }
      return {
        before: { email: gone.email, expiresAt: gone.expiresAt },
        after: null,
        result: { email: gone.email },
      };
    },
  });
}
