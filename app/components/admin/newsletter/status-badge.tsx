import { StatusBadge } from "~/components/admin/page-header";
import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "~/lib/admin/subscribers";

const TONE = { pending: "warn", active: "good", unsubscribed: "neutral" } as const;

/** A subscriber's status as a word in a pill. */
export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <StatusBadge tone={TONE[status]}>{SUBSCRIBER_STATUS_LABELS[status]}</StatusBadge>;
}
