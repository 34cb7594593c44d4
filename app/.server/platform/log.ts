import pino, { type Logger } from "pino";

/** JSON logger. Anything that could carry a secret is redacted by path, whatever logs it. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "learnova" },
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "secret",
        "*.secret",
        "authorization",
        "*.authorization",
        "cookie",
        "*.cookie",
        "headers.cookie",
        "headers.authorization",
      ],
      censor: "[redacted]",
    },
  });
}

/** "ja***@example.com": enough to follow a case in the logs, not enough to harvest addresses. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

/** Anything shaped like an address: SMTP replies quote the recipient ("<asha@example.com>: no such user"). */
const EMAIL_IN_TEXT = /[^\s<>()[\]"',;:@]+@[A-Za-z0-9.-]+/g;

/** The text with every address in it masked as maskEmail does, for logs and stored errors. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));
}

/** An error's message with its addresses masked (a database or SMTP error may quote one). */
export function maskedErrorMessage(error: unknown): string {
  return maskEmailsIn(error instanceof Error ? error.message : String(error));
}

export type { Logger };
