import { Link } from "react-router";
import { StatusBadge } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import type { MailStatus } from "~/lib/admin/log-queries";
import type { ShownTime } from "~/lib/admin/time";

interface Reply {
  id: string;
  authorName: string;
  body: string;
  outboxId: string | null;
  mailStatus: MailStatus | null;
  sent: ShownTime | null;
}

const MAIL = {
  queued: { tone: "warn", word: "Queued" },
  sending: { tone: "info", word: "Sending" },
  sent: { tone: "good", word: "Sent" },
  // No SMTP_URL: stored in the outbox, never delivered (docs/admin.md §10).
  kept: { tone: "warn", word: "Kept, not delivered" },
  failed: { tone: "bad", word: "Failed" },
} as const;

/** The replies sent from the panel, oldest first, each with what became of its mail. */
export function ReplyThread({ replies }: { replies: Reply[] }) {
  return (
    <section aria-labelledby="thread-heading" className="grid gap-3">
      <h2 id="thread-heading" className="text-xl">
        Replies{replies.length > 0 ? ` (${replies.length})` : ""}
      </h2>
      {replies.length === 0 ? (
        <p className="text-muted">No reply yet.</p>
      ) : (
        <ol className="grid gap-3">
          {replies.map((r) => (
            <li
              key={r.id}
              className="rounded-card border-l-4 border-brand-300 bg-white p-5 shadow-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <p>
                  <span className="font-semibold text-brand-950">{r.authorName}</span>
                  <span className="text-muted">
                    {" "}
                    · <Time value={r.sent} />
                  </span>
                </p>
                <p className="flex items-center gap-2">
                  {r.mailStatus ? (
                    <StatusBadge tone={MAIL[r.mailStatus].tone}>
                      E-mail {MAIL[r.mailStatus].word.toLowerCase()}
                    </StatusBadge>
                  ) : null}
                  {r.outboxId ? (
                    <Link
                      to={`/admin/outbox/${r.outboxId}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      View the e-mail
                    </Link>
                  ) : null}
                </p>
              </div>
              <p className="mt-2 wrap-anywhere whitespace-pre-wrap">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
