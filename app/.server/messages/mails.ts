// The mails of a contact message (docs/product.md, the contact form): a copy to the sender and
// a notice to the school.
import type { ContactInput } from "~/lib/schemas/contact";
import type { AppConfig } from "../platform/config";
import { renderEmail } from "../outbox/templates";

/** The sender's acknowledgement, with a copy of what they wrote. */
export function contactAckMail(config: AppConfig, data: ContactInput) {
  return renderEmail(config.site, {
    subject: `We received your message — ${config.site.name}`,
    preheader: "Thanks for writing to us. Here is a copy of your message.",
    heading: `Thank you, ${data.name}`,
    paragraphs: [
      "We've received your message and a member of our team will reply, usually within one working day.",
      "Here is a copy of what you sent:",
      data.message,
    ],
    footerNote: "You are receiving this because you used the contact form on our website.",
  });
}

/** The school's notice of a new message, linking to it in the admin panel. */
export function contactNoticeMail(config: AppConfig, data: ContactInput, id: string) {
  return renderEmail(config.site, {
    subject: `New contact message from ${data.name}`,
    preheader: data.message.slice(0, 90),
    heading: "New contact message",
    paragraphs: [data.message],
    details: [
      { label: "Name", value: data.name },
      { label: "Email", value: data.email },
      ...(data.feedback ? [{ label: "Feedback", value: data.feedback }] : []),
    ],
    buttons: [{ label: "Open the message", url: `${config.siteUrl}/admin/messages/${id}` }],
  });
}
