import { Time } from "~/components/admin/time";
import { FormError } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { ShownTime } from "~/lib/admin/time";
import type { FormResult } from "~/lib/form-result";
import { SectionCard } from "./section-card";

export interface ShownSession {
  id: string;
  created: ShownTime | null;
  lastActive: ShownTime | null;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

interface Props {
  sessions: ShownSession[];
  pageResult: FormResult | null;
}

const term = "text-xs font-semibold uppercase tracking-wide text-muted";

/**
 * Where the user is signed in. Signing a session out deletes it: that browser's next request
 * is signed out. The admin's own browser (on their own page) is marked and kept.
 */
export function SessionsSection({ sessions, pageResult }: Props) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SectionCard
      id="sessions"
      title={`Active sessions (${sessions.length})`}
      lead="Each browser or device signed in to this account."
    >
      {sessions.length === 0 ? (
        <p className="text-muted">Not signed in anywhere.</p>
      ) : (
        <ul className="grid gap-3">
          {sessions.map((s, i) => (
            <SessionItem key={s.id} session={s} n={i + 1} pageResult={pageResult} />
          ))}
        </ul>
      )}
      {others > 0 ? <SignOutEverywhere pageResult={pageResult} /> : null}
    </SectionCard>
  );
}

function SessionItem({
  session: s,
  n,
  pageResult,
}: {
  session: ShownSession;
  n: number;
  pageResult: FormResult | null;
}) {
  const { fetcher, busy, formError } = useForm({ intent: `session:${s.id}`, pageResult });
  return (
    <li className="grid gap-3 rounded-xl border border-brand-100 p-4">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className={term}>Signed in</dt>
          <dd>
            <Time value={s.created} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>Last active</dt>
          <dd>
            <Time value={s.lastActive} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>IP address</dt>
          <dd className="break-all">{s.ipAddress ?? "Unknown"}</dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>Browser</dt>
          <dd className="text-sm break-all" title={s.userAgent ?? undefined}>
            {s.userAgent ?? "Unknown"}
          </dd>
        </div>
      </dl>
      {s.current ? (
        <p className="text-sm font-semibold text-brand-900">This is your browser.</p>
      ) : (
        <fetcher.Form method="post" aria-label={`Session ${n}`} className="grid gap-2">
          <input type="hidden" name="intent" value="signOut" />
          <input type="hidden" name="sessionId" value={s.id} />
          <FormError message={formError} />
          <div>
            <Button type="submit" size="compact" variant="outline" disabled={busy}>
              {busy ? "Signing out..." : "Sign out"}
              <span className="sr-only"> session {n}</span>
            </Button>
          </div>
        </fetcher.Form>
      )}
    </li>
  );
}

function SignOutEverywhere({ pageResult }: { pageResult: FormResult | null }) {
  const { fetcher, busy, formError } = useForm({ intent: "signOutAll", pageResult });
  return (
    <fetcher.Form
      method="post"
      aria-label="Sign out everywhere"
      className="mt-4 grid gap-2 border-t border-brand-100 pt-4"
    >
      <input type="hidden" name="intent" value="signOutAll" />
      <FormError message={formError} />
      <div>
        <Button type="submit" size="sm" variant="destructive" disabled={busy}>
          {busy ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
