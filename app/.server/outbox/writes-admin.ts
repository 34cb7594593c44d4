// The admin's one change in the outbox (docs/admin.md §10): send a mail again, audited.
import { type Kysely } from "kysely";
import { adminWrite, AdminRefusal, RecordMissing } from "../kit/write";
import type { Database } from "../platform/db/schema";
import type { SessionUser } from "../platform/session";

/**
 * Queues a failed mail again, due now, with its audit row. Only a failed mail: one that is
 * queued or sending is still on its way and one that was sent would reach its reader twice.
 * The status test is in the UPDATE itself, so of two admins resending at once one wins.
 *
 * The attempt count is kept (it is the mail's history, and the list shows it). The worker
 * claims `queued` mail whose nextAttemptAt has passed; claimedBy is cleared so no old claim
 * holds it. Should the new attempt fail for a passing reason, the usual retries follow only
 * within RETRY_FOR_MS of the mail's creation: an old mail gets this one attempt.
 */
export async function resendMail(
  db: Kysely<Database>,
  actor: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<void> {
  await adminWrite(db, actor, {
    action: "email.resend",
    entity: "email",
    entityId: id,
    run: async (trx) => {
      const mail = await trx
        .selectFrom("emailOutbox")
        .select(["status", "nextAttemptAt"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!mail) throw new RecordMissing("This mail");
      const now = new Date().toISOString();
      const result = await trx
        .updateTable("emailOutbox")
        .set({ status: "queued", nextAttemptAt: now, claimedBy: null, claimedUntil: null })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        // Read again: another admin may have queued it since the first read.
        const current = await trx
          .selectFrom("emailOutbox")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirst();
        throw new AdminRefusal(
          `Only a failed mail can be sent again; this one is ${current?.status ?? mail.status}.`,
          409,
        );
      }
      return {
        before: { status: "failed", nextAttemptAt: mail.nextAttemptAt },
        after: { status: "queued", nextAttemptAt: now },
        result: undefined,
      };
    },
  });
}
