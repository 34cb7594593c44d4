import { randomUUID } from "node:crypto";
import { contactSchema } from "~/lib/schemas/contact";
import { enqueueMail } from "../outbox/writes";
import { renderEmail } from "../outbox/templates";
import { defineCallable } from "./types";

/** Stores the message, acknowledges it to the sender and notifies the school, in one transaction. */
export const sendContactMessage = defineCallable({
  schema: contactSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handler(data, { services, user }) {
    const { db, config } = services;
    const site = config.site;
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
          userId: user?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const ack = renderEmail(site, {
        subject: `We received your message — ${site.name}`,
        preheader: "Thanks for writing to us. Here is a copy of your message.",
        heading: `Thank you, ${data.name}`,
        paragraphs: [
          "We've received your message and a member of our team will reply, usually within one working day.",
          "Here is a copy of what you sent:",
          data.message,
        ],
        footerNote: "You are receiving this because you used the contact form on our website.",
      });
      await enqueueMail(trx, { to: data.email, kind: "contact-ack", ...ack });
      const notice = renderEmail(site, {
        subject: `New contact message from ${data.name}`,
        preheader: data.message.slice(0, 90),
        heading: "New contact message",
        paragraphs: [data.message],
        details: [
          { label: "Name", value: data.name },
          { label: "Email", value: data.email },
          ...(data.feedback ? [{ label: "Feedback", value: data.feedback }] : []),
        ],
        button: { label: "Open the message", url: `${config.siteUrl}/admin/messages/${id}` },
      });
      await enqueueMail(trx, { to: site.email, kind: "contact-notify", ...notice });
    });
    services.mail?.kick();
    return { id };
  },
});
