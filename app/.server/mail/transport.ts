import nodemailer from "nodemailer";
import type { EmailOutboxTable } from "../db/schema";
import { maskEmail, type Logger } from "../log";

export interface MailTransport {
  readonly name: "smtp" | "log";
  send(mail: EmailOutboxTable, from: string): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the log transport. */
export function createTransport(smtpUrl: string | undefined, log: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      name: "log",
      // No SMTP configured: the outbox row is the record; the log notes it without the address.
      async send(mail) {
        log.info(
          { mailId: mail.id, kind: mail.kind, to: maskEmail(mail.to) },
          "mail kept in the outbox (no SMTP_URL)",
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    name: "smtp",
    async send(mail, from) {
      const attachments = mail.attachments
        ? (JSON.parse(mail.attachments) as {
            filename: string;
            contentType: string;
            content: string;
          }[])
        : undefined;
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
        attachments,
        messageId: `<${mail.id}@learnova.mail>`,
      });
    },
    close() {
      transporter.close();
    },
  };
}
