import { StatusBadge } from "~/components/admin/page-header";
import { ISSUE_STATUS_LABELS, type IssueStatus } from "~/lib/admin/newsletter-issues";

const TONE = { draft: "neutral", sending: "info", sent: "good" } as const;

/** A newsletter issue's status as a word in a pill. */
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return <StatusBadge tone={TONE[status]}>{ISSUE_STATUS_LABELS[status]}</StatusBadge>;
}
