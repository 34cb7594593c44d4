import { StatusBadge } from "~/components/admin/page-header";
import { BOOKING_STATUS_LABEL, type BookingStatusValue } from "~/lib/admin/booking-list";

const TONE = {
  requested: "info",
  confirmed: "warn",
  completed: "good",
  "no-show": "bad",
  cancelled: "neutral",
} as const;

/** A demo booking's status as a word in a pill; a converted demo says so. */
export function BookingStatusBadge({
  status,
  converted = false,
}: {
  status: BookingStatusValue;
  converted?: boolean;
}) {
  if (converted) return <StatusBadge tone="good">Enrolled</StatusBadge>;
  return <StatusBadge tone={TONE[status]}>{BOOKING_STATUS_LABEL[status]}</StatusBadge>;
}
