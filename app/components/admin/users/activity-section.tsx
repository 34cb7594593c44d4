import { Link } from "react-router";
import { StatusBadge } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import type { ShownTime } from "~/lib/admin/time";
import { SectionCard } from "./section-card";

export interface ShownBooking {
  id: string;
  status: "requested" | "confirmed" | "completed" | "cancelled" | "no-show";
  subject: string;
  requested: ShownTime | null;
  made: ShownTime | null;
}

export interface ShownMessage {
  id: string;
  status: "new" | "read" | "replied" | "archived";
  excerpt: string;
  received: ShownTime | null;
}

const BOOKING_WORD = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  "no-show": "No-show",
} as const;
const BOOKING_TONE = {
  requested: "info",
  confirmed: "warn",
  completed: "good",
  cancelled: "neutral",
  "no-show": "bad",
} as const;
const MESSAGE_WORD = {
  new: "New",
  read: "Read",
  replied: "Replied",
  archived: "Archived",
} as const;
const MESSAGE_TONE = {
  new: "info",
  read: "neutral",
  replied: "good",
  archived: "neutral",
} as const;

/** "Showing the newest 20 of 31" when the page lists only part. */
function Shown({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <p className="mt-3 text-sm text-muted">
      Showing the newest {shown} of {total}.
    </p>
  );
}

/** Demo bookings the user made, signed in or with their e-mail address; each opens its page. */
export function BookingsSection({
  bookings,
}: {
  bookings: { rows: ShownBooking[]; total: number };
}) {
  return (
    <SectionCard
      id="bookings"
      title={`Demo bookings (${bookings.total})`}
      lead="Made while signed in, or with this e-mail address."
    >
      {bookings.rows.length === 0 ? (
        <p className="text-muted">No demo bookings.</p>
      ) : (
        <ul className="grid gap-2">
          {bookings.rows.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-brand-50 pb-2 last:border-0"
            >
              <span className="min-w-0 wrap-anywhere">
                <Link
                  to={`/admin/bookings/${b.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {b.subject}
                </Link>{" "}
                <span className="text-sm text-muted">
                  for <Time value={b.requested} />, booked <Time value={b.made} />
                </span>
              </span>
              <StatusBadge tone={BOOKING_TONE[b.status]}>{BOOKING_WORD[b.status]}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
      <Shown shown={bookings.rows.length} total={bookings.total} />
    </SectionCard>
  );
}

/** Contact messages the user sent, signed in or from their address; each opens in the inbox. */
export function MessagesSection({
  messages,
}: {
  messages: { rows: ShownMessage[]; total: number };
}) {
  return (
    <SectionCard
      id="messages"
      title={`Contact messages (${messages.total})`}
      lead="Sent while signed in, or from this e-mail address."
    >
      {messages.rows.length === 0 ? (
        <p className="text-muted">No contact messages.</p>
      ) : (
        <ul className="grid gap-2">
          {messages.rows.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-start justify-between gap-2 border-b border-brand-50 pb-2 last:border-0"
            >
              <span className="grid min-w-0 flex-[1_1_14rem] gap-0.5">
                <Link
                  to={`/admin/messages/${m.id}`}
                  className="line-clamp-2 text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
                >
                  {m.excerpt || "(no text)"}
                </Link>
                <span className="text-sm text-muted">
                  Received <Time value={m.received} />
                </span>
              </span>
              <StatusBadge tone={MESSAGE_TONE[m.status]}>{MESSAGE_WORD[m.status]}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
      <Shown shown={messages.rows.length} total={messages.total} />
    </SectionCard>
  );
}
