import { Link } from "react-router";
import { Time } from "~/components/admin/time";
import type { ShownTime } from "~/lib/admin/time";
import type { MessageStatus } from "~/lib/schemas/admin-messages";
import { MessageStatusBadge } from "./status-badge";

interface MessageCardProps {
  message: {
    name: string;
    email: string;
    message: string;
    feedback: string | null;
    status: MessageStatus;
    userId: string | null;
    account: { name: string; email: string } | null;
    received: ShownTime | null;
  };
}

const term = "text-sm font-semibold text-muted";

/** The message as the sender wrote it, and who they are. */
export function MessageCard({ message }: MessageCardProps) {
  return (
    <section aria-labelledby="message-heading" className="rounded-card bg-white p-5 shadow-card">
      <h2 id="message-heading" className="sr-only">
        The message
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className={term}>From</dt>
        <dd className="min-w-0 wrap-anywhere">{message.name || "Deleted account"}</dd>
        <dt className={term}>E-mail</dt>
        <dd className="min-w-0 break-all">
          {message.email ? (
            <a href={`mailto:${message.email}`} className="text-brand-800 underline">
              {message.email}
            </a>
          ) : (
            "—"
          )}
        </dd>
        <dt className={term}>Account</dt>
        <dd className="min-w-0 wrap-anywhere">
          {message.userId ? (
            <Link to={`/admin/users/${message.userId}`} className="text-brand-800 underline">
              {message.account ? message.account.name : "The sender's account"}
            </Link>
          ) : (
            "Sent without signing in"
          )}
        </dd>
        <dt className={term}>Received</dt>
        <dd>
          <Time value={message.received} />
        </dd>
        <dt className={term}>Status</dt>
        <dd>
          <MessageStatusBadge status={message.status} />
        </dd>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-muted">Message</h3>
      <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{message.message}</p>
      {message.feedback ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-muted">Feedback</h3>
          <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{message.feedback}</p>
        </>
      ) : null}
    </section>
  );
}
