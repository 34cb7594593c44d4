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

export type { Logger };
