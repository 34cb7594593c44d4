import { StatusBadge } from "~/components/admin/page-header";
import type { MessageStatus } from "~/lib/schemas/admin-messages";

const TONE = { new: "info", read: "neutral", replied: "good", archived: "neutral" } as const;
const WORD = { new: "New", read: "Read", replied: "Replied", archived: "Archived" } as const;

/** A contact message's status as a word in a pill. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <StatusBadge tone={TONE[status]}>{WORD[status]}</StatusBadge>;
}
