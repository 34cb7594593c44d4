import { useEffect } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { formatCount } from "~/lib/admin/format";
import type { IssueStatus } from "~/lib/admin/newsletter-issues";

interface IssueProgressProps {
  status: IssueStatus;
  recipients: number;
  queuedSoFar: number;
  counts: { queued: number; sent: number; kept: number; failed: number };
}

/** How often the page asks for fresh counts while copies are still on their way. */
const POLL_MS = 2_000;

/**
 * A send's progress: copies queued, delivered and failed. While anything is still on its way
 * the page refreshes its counts every two seconds (with JavaScript); without, a link does.
 */
export function IssueProgress({ status, recipients, queuedSoFar, counts }: IssueProgressProps) {
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const busy = status === "sending" || counts.queued > 0;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") {
        void revalidator.revalidate();
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [busy, revalidator]);

  // Kept copies (no SMTP_URL) are settled but were not delivered: the page says so rather than
  // "Sent", so nobody believes the subscribers were told (issue 23, item 14).
  const settled = counts.sent + counts.kept + counts.failed;
  const heading = busy ? "Sending" : counts.kept > 0 ? "Kept, not delivered" : "Sent";
  const whole = Math.max(recipients, queuedSoFar, 1);
  const percent = Math.min(100, Math.round((settled / whole) * 100));
  return (
    <section aria-labelledby="progress-heading" className="rounded-card bg-white p-5 shadow-card">
      <h2 id="progress-heading" className="text-xl">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {status === "sending"
          ? `Copies are being queued in the outbox in batches: ${formatCount(queuedSoFar)} of ${formatCount(recipients)} so far.`
          : `Queued for ${formatCount(queuedSoFar)} active ${queuedSoFar === 1 ? "subscriber" : "subscribers"}.`}
      </p>
      <div className="mt-4 grid gap-2">
        <progress
          className="h-3 w-full accent-brand-700"
          max={100}
          value={percent}
          aria-label={`${percent}% of the copies delivered, kept or given up`}
        />
        <dl
          className={`grid gap-3 text-center ${counts.kept > 0 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3"}`}
          aria-live="polite"
        >
          <div className="rounded-xl bg-emerald-50 p-3">
            <dt className="text-sm font-semibold text-emerald-900">Sent</dt>
            <dd className="text-2xl font-bold text-emerald-900" data-testid="issue-sent">
              {formatCount(counts.sent)}
            </dd>
          </div>
          {counts.kept > 0 ? (
            <div className="rounded-xl bg-amber-50 p-3">
              <dt className="text-sm font-semibold text-amber-900">Kept, not delivered</dt>
              <dd className="text-2xl font-bold text-amber-900" data-testid="issue-kept">
                {formatCount(counts.kept)}
              </dd>
            </div>
          ) : null}
          <div className="rounded-xl bg-red-50 p-3">
            <dt className="text-sm font-semibold text-red-800">Failed</dt>
            <dd className="text-2xl font-bold text-red-800" data-testid="issue-failed">
              {formatCount(counts.failed)}
            </dd>
          </div>
          <div className="rounded-xl bg-sky-50 p-3">
            <dt className="text-sm font-semibold text-sky-900">On their way</dt>
            <dd className="text-2xl font-bold text-sky-900" data-testid="issue-queued">
              {formatCount(
                counts.queued +
                  Math.max(0, recipients - queuedSoFar) * Number(status === "sending"),
              )}
            </dd>
          </div>
        </dl>
        {busy ? (
          <p className="text-sm text-muted">
            This page updates itself.{" "}
            <Link to={pathname} className="font-semibold text-brand-800 underline">
              Refresh the counts
            </Link>
          </p>
        ) : null}
        {counts.kept > 0 ? (
          <p className="text-sm text-muted">
            No mail server is configured (SMTP_URL), so these copies are kept in the{" "}
            <Link
              to="/admin/outbox?status=kept&kind=newsletter-issue"
              className="font-semibold text-brand-800 underline"
            >
              e-mail outbox
            </Link>{" "}
            and nobody received them.
          </p>
        ) : null}
        {counts.failed > 0 ? (
          <p className="text-sm text-muted">
            Failed copies are in the{" "}
            <Link
              to="/admin/outbox?status=failed&kind=newsletter-issue"
              className="font-semibold text-brand-800 underline"
            >
              e-mail outbox
            </Link>
            , where each can be resent.
          </p>
        ) : null}
      </div>
    </section>
  );
}
