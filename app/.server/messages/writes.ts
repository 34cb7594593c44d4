// A contact message as the contact form stores it (the admin's side is in queries-admin.ts).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContactInput } from "~/lib/schemas/contact";
import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { enqueueMail } from "../outbox/writes";
import { contactAckMail, contactNoticeMail } from "./mails";

/** Stores the message and queues its two mails, in one transaction; returns its id. */
export async function storeContactMessage(
  db: Kysely<Database>,
  config: AppConfig,
  data: ContactInput,
  userId: string | null,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contactMessage")
      .values({
        id,
        name: data.name,
        email: data.email,
        message: data.message,
        feedback: data.feedback || null,
        status: "new",
        userId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await enqueueMail(trx, {
      to: data.email,
      kind: "contact-ack",
      ...contactAckMail(config, data),
    });
    await enqueueMail(trx, {
      to: config.site.email,
      kind: "contact-notify",
      ...contactNoticeMail(config, data, id),
    });
  });
  return id;
}
