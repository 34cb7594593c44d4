import { z } from "zod";
import { formatCount } from "./format";
import { choice, cursorParam, dateFilter, listQuery } from "./list-query";
import { startOfDayIn } from "./time";

// The URLs of the two long logs (docs/admin.md §10, §11). The list page and its CSV export read
// the same schema, so "download the current filter" is the list's search string on export.csv.
// Both lists have one order, newest first, and page by keyset (`after`), never by offset.

export const MAIL_STATUSES = ["queued", "sending", "sent", "kept", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The words a status is shown with: "kept" never reached anyone (no SMTP_URL). */
export const MAIL_STATUS_LABEL: Record<MailStatus, string> = {
  queued: "queued",
  sending: "sending",
  sent: "sent",
  kept: "kept, not delivered",
  failed: "failed",
};

/** A word of ours (a mail kind, an audit action or section), or "" when absent or odd. */
const token = z
  .string()
  .regex(/^[\w.:-]{1,80}$/)
  .catch("");

/** A record or user id as the app makes them (UUIDs, Better Auth's ids). */
const idParam = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .catch("");

/** /admin/outbox: `q` is text the recipient's address contains, any case (decision 0017). */
export const outboxQuery = listQuery({
  sorts: ["createdAt"],
  sort: "createdAt",
  dir: "desc",
  filters: { status: choice(MAIL_STATUSES), kind: token, after: cursorParam },
});

/**
 * /admin/audit: `actor` is the person's user id, `entity` the section's record kind,
 * `from`/`to` days in the admin's zone (both included), `q` a record's id exactly.
 */
export const auditQuery = listQuery({
  sorts: ["createdAt"],
  sort: "createdAt",
  dir: "desc",
  filters: {
    actor: idParam,
    entity: token,
    action: token,
    from: dateFilter,
    to: dateFilter,
    after: cursorParam,
  },
});

/** "2026-11-23" → "2026-11-24": the day after, for the exclusive end of a date range. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The audit list's filter in the database's terms: the days become the instants at which
 * they begin and end in the admin's zone (`to` is included, so the range ends at the start
 * of the day after).
 */
export function auditFilterOf(query: z.infer<typeof auditQuery>, zone: string) {
  return {
    actorId: query.actor,
    entity: query.entity,
    action: query.action,
    recordId: query.q,
    from: query.from ? startOfDayIn(query.from, zone).toISOString() : "",
    until: query.to ? startOfDayIn(nextDay(query.to), zone).toISOString() : "",
  };
}

/** A count read no further than this; beyond it the page says "1,000+". */
export const COUNT_CAP = 1_000;

/** "25 mails", "1 mail", or "More than 1,000 mails" past the cap. */
export function countWords(count: number, one: string, many: string): string {
  if (count > COUNT_CAP) return `More than ${formatCount(COUNT_CAP)} ${many}`;
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
