// The admin's changes to a subscriber (docs/admin.md §4): resend the confirmation, unsubscribe;
// each audited. The reads are in queries-admin.ts.
import {
  INTENT_APPLIES_TO,
  RESEND_COOLDOWN_MINUTES,
  type SubscriberStatus,
} from "~/lib/admin/subscribers";
import { adminWrite, AdminRefusal, RecordMissing, updateVersioned } from "../kit/write";
import type { AppConfig } from "../platform/config";
import type { SessionUser } from "../platform/session";
import { queueConfirmationMail } from "./writes";
import { type Db, RESEND_ACTION, UNSUBSCRIBE_ACTION } from "./queries-admin";

type Actor = Pick<SessionUser, "id" | "email">;

/** Why a change cannot apply to a subscriber in this status, in the admin's words. */
const REFUSED: Record<"resend" | "unsubscribe", Partial<Record<SubscriberStatus, string>>> = {
  resend: {
    active:
      "This subscriber has already confirmed: there is no confirmation to resend. Refresh the page to see their status.",
    unsubscribed:
      "This address has unsubscribed, so no confirmation is sent. They can subscribe again on the website.",
  },
  unsubscribe: {
    unsubscribed: "This subscriber has already unsubscribed.",
  },
};

async function currentRow(trx: Db, id: string, intent: "resend" | "unsubscribe") {
  const row = await trx
    .selectFrom("newsletterSubscriber")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordMissing("This subscriber");
  // The state is checked before the version: "already unsubscribed" says more than "changed".
  if (!INTENT_APPLIES_TO[intent].includes(row.status)) {
    throw new AdminRefusal(REFUSED[intent][row.status] ?? "This change does not apply.", 409);
  }
  return row;
}

/**
 * Queues the confirmation mail again for a pending subscriber. The confirm token is reused, so
 * the first mail's link keeps working too (a person often finds it later). An admin may resend
 * once per RESEND_COOLDOWN_MINUTES per subscriber: two admins, or a double click, do not fill
 * someone's inbox. Returns the outbox mail's id.
 */
export function resendConfirmation(
  db: Db,
  config: AppConfig,
  actor: Actor,
  target: { id: string; version: number },
  now = new Date(),
): Promise<string> {
  return adminWrite(db, actor, {
    action: RESEND_ACTION,
    entity: "subscriber",
    entityId: target.id,
    run: async (trx) => {
      const row = await currentRow(trx, target.id, "resend");
      const cutoff = new Date(now.getTime() - RESEND_COOLDOWN_MINUTES * 60_000).toISOString();
      const last = await trx
        .selectFrom("auditLog")
        .select("createdAt")
        .where("entity", "=", "subscriber")
        .where("entityId", "=", target.id)
        .where("action", "=", RESEND_ACTION)
        .where("createdAt", ">", cutoff)
        .orderBy("createdAt", "desc")
        .executeTakeFirst();
      if (last) {
        const wait = Date.parse(last.createdAt) + RESEND_COOLDOWN_MINUTES * 60_000 - now.getTime();
        const minutes = Math.max(1, Math.ceil(wait / 60_000));
        throw new AdminRefusal(
          `A confirmation was resent to this address less than ${RESEND_COOLDOWN_MINUTES} minutes ago. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
          422,
        );
      }
      // The version moves too: a page showing the subscriber before this resend is stale.
      await updateVersioned(trx, "newsletterSubscriber", row.id, target.version, {});
      const mail = await queueConfirmationMail(trx, config, row);
      return { before: {}, after: { mail }, result: mail };
    },
  });
}

/** Unsubscribes someone who asked by another way (a reply, a phone call): no mail is sent. */
export function unsubscribeSubscriber(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  now = new Date(),
): Promise<void> {
  return adminWrite(db, actor, {
    action: UNSUBSCRIBE_ACTION,
    entity: "subscriber",
    entityId: target.id,
    run: async (trx) => {
      const row = await currentRow(trx, target.id, "unsubscribe");
      const after = { status: "unsubscribed" as const, unsubscribedAt: now.toISOString() };
      await updateVersioned(trx, "newsletterSubscriber", row.id, target.version, after);
      return {
        before: { status: row.status, unsubscribedAt: row.unsubscribedAt },
        after,
        result: undefined,
      };
    },
  });
}
