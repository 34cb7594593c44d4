import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type { EmailOutboxTable } from "./db/schema";
import { maskEmail, type Logger } from "./log";

export interface MailTransport {
  readonly name: "smtp" | "log";
  send(mail: EmailOutboxTable, from: string): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may wait on the server, in milliseconds. */
export interface SmtpTimeouts {
  /** Until the TCP (and TLS) connection is open. */
  connectionTimeout: number;
  /** From the connection until the server's 220 greeting. */
  greetingTimeout: number;
  /** Of silence on an open connection (e.g. after DATA). */
  socketTimeout: number;
}

/**
 * Short enough that a hanging server costs one pass seconds, not the minutes of nodemailer's
 * defaults (30 s greeting, 10 min socket); long enough for a slow but working relay.
 */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/**
 * nodemailer's options for SMTP_URL. The URL is parsed here and the timeouts set beside it:
 * nodemailer reads only the URL when given one (its second argument holds per-message
 * defaults, where timeouts do nothing). Query parameters in the URL (`?greetingTimeout=…`)
 * still win over our defaults; options passed by the caller win over both.
 */
export function smtpOptions(smtpUrl: string, timeouts: Partial<SmtpTimeouts> = {}) {
  return { ...DEFAULT_SMTP_TIMEOUTS, ...parseConnectionUrl(smtpUrl), ...timeouts };
}

/**
 * True when the server refused this mail for good: a 5xx reply to its envelope or its content
 * (550 no such mailbox, 552 too large, 554 rejected), or an address nodemailer cannot send to.
 * Retrying cannot change those. A 5xx at login or greeting is our configuration or the
 * server's state, not the mail's: those, like every 4xx and every network error, are retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, responseCode, command } = error as Error & {
    code?: string;
    responseCode?: number;
    command?: string;
  };
  if (code !== "EENVELOPE" && code !== "EMESSAGE") return false;
  if (typeof responseCode === "number") return responseCode >= 500 && responseCode < 600;
  return command === "API";
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the log transport. */
export function createTransport(
  smtpUrl: string | undefined,
  log: Logger,
  timeouts: Partial<SmtpTimeouts> = {},
): MailTransport {
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
  const transporter = nodemailer.createTransport(smtpOptions(smtpUrl, timeouts));
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
