import { MAIL_STATUS_LABEL, type MailStatus } from "~/lib/admin/log-queries";
import { StatusBadge } from "./page-header";

const TONE = {
  queued: "info",
  sending: "warn",
  sent: "good",
  kept: "warn",
  failed: "bad",
} as const;

/** An outbox mail's status as a pill (the word carries the meaning). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge tone={TONE[status]}>{MAIL_STATUS_LABEL[status]}</StatusBadge>;
}
