import { format } from "node:util";
import pino, { type Logger } from "pino";
import { currentRequestId } from "./request-context";

/**
 * JSON logger, one object per line. Anything that could carry a secret is redacted by path,
 * whatever logs it; a line written while a request is handled carries its id; an error (under
 * `err` or `error`) becomes its type, message and stack inside the line, never loose text.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "learnova" },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
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

/**
 * Sends console.* through the logger, so that what a library prints (a warning, a stack
 * trace) is one JSON line with the request id like everything else (issue 23, item 9).
 */
export function routeConsoleTo(log: Logger): void {
  const to =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const words = args.map((a) => (a instanceof Error ? a.message : a));
      log[level](err ? { err } : {}, format(...words).trim());
    };
  console.debug = to("debug");
  console.trace = to("debug");
  console.log = to("info");
  console.info = to("info");
  console.warn = to("warn");
  console.error = to("error");
}

export type { Logger };
