import { data, Link } from "react-router";
import { SubscriberAction } from "~/components/admin/newsletter/subscriber-action";
import { SubscriberStatusBadge } from "~/components/admin/newsletter/status-badge";
import { PageHeader } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { subscriberAction } from "~/.server/newsletter/actions-admin";
import { adminZone } from "~/.server/kit/zone";
import { getSubscriber } from "~/.server/newsletter/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { RESEND_COOLDOWN_MINUTES } from "~/lib/admin/subscribers";
import { shownTime } from "~/lib/admin/time";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.subscriber.email ?? "Subscriber"} | Admin Panel` },
];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const found = await getSubscriber(args.context.services.db, args.params.id);
  if (!found) throw data("This subscriber does not exist, or was removed.", { status: 404 });
  const zone = adminZone(args.request);
  const { createdAt, confirmedAt, unsubscribedAt, history, ...subscriber } = found;
  return data(
    {
      subscriber: {
        ...subscriber,
        subscribed: shownTime(createdAt, zone),
        confirmed: shownTime(confirmedAt, zone),
        unsubscribed: shownTime(unsubscribedAt, zone),
      },
      history: history.map(({ createdAt: at, ...h }) => ({ ...h, at: shownTime(at, zone) })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Resend the confirmation or unsubscribe: the id is the page's own, the version the form's. */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { pathname } = new URL(args.request.url);
  return subscriberAction(args.request, args.context.services, user, {
    back: pathname,
    id: args.params.id,
  });
}

const ACTIONS: Record<string, string> = {
  "subscriber.resend": "Confirmation e-mail resent",
  "subscriber.unsubscribe": "Unsubscribed by an admin",
};

const term = "text-sm font-semibold text-muted";

export default function SubscriberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriber: s, history } = loaderData;
  const pageResult = actionData && "ok" in actionData ? (actionData as FormResult) : null;
  return (
    <>
      <PageHeader
        title={s.email}
        back={{ to: "/admin/newsletter", label: "Newsletter subscribers" }}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="subscriber-heading"
          className="rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="subscriber-heading" className="text-xl">
            Subscription
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className={term}>Status</dt>
            <dd>
              <SubscriberStatusBadge status={s.status} />
            </dd>
            <dt className={term}>Subscribed</dt>
            <dd>
              <Time value={s.subscribed} />
            </dd>
            <dt className={term}>Confirmed</dt>
            <dd>{s.confirmed ? <Time value={s.confirmed} /> : "Not yet"}</dd>
            <dt className={term}>Unsubscribed</dt>
            <dd>{s.unsubscribed ? <Time value={s.unsubscribed} /> : "—"}</dd>
          </dl>
        </section>

        <section
          aria-labelledby="actions-heading"
          className="rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="actions-heading" className="text-xl">
            On request
          </h2>
          {s.status === "unsubscribed" ? (
            <p className="mt-2 text-muted">
              This address has unsubscribed: nothing is sent to it. They can subscribe again on the
              website.
            </p>
          ) : (
            <div className="mt-3 grid gap-5">
              {s.status === "pending" ? (
                <div className="grid gap-2">
                  <p className="text-sm text-muted">
                    They have not confirmed yet. Send the confirmation e-mail again, with the same
                    link (at most once every {RESEND_COOLDOWN_MINUTES} minutes).
                  </p>
                  <SubscriberAction
                    intent="resend"
                    id={s.id}
                    version={s.version}
                    label="Resend confirmation"
                    variant="primary"
                    pageResult={pageResult}
                  />
                </div>
              ) : null}
              <div className="grid gap-2">
                <p className="text-sm text-muted">
                  When they ask by reply or by phone: no more newsletters are sent to them, and no
                  e-mail tells them.
                </p>
                <SubscriberAction
                  intent="unsubscribe"
                  id={s.id}
                  version={s.version}
                  label="Unsubscribe"
                  pageResult={pageResult}
                />
              </div>
            </div>
          )}
        </section>
      </div>

      <section aria-labelledby="history-heading" className="mt-6 grid gap-3">
        <h2 id="history-heading" className="text-xl">
          Changes by admins
        </h2>
        {history.length === 0 ? (
          <p className="text-muted">None yet.</p>
        ) : (
          <ol className="grid gap-2">
            {history.map((h) => (
              <li
                key={h.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-card bg-white px-5 py-3 shadow-card"
              >
                <p className="min-w-0 wrap-anywhere">
                  <span className="font-semibold text-brand-950">
                    {ACTIONS[h.action] ?? h.action}
                  </span>
                  <span className="text-muted">
                    {" "}
                    by {h.actorEmail ?? "a removed admin"} · <Time value={h.at} />
                  </span>
                </p>
                {h.mailId ? (
                  <Link
                    to={`/admin/outbox/${h.mailId}`}
                    className="text-sm font-semibold text-brand-800 underline"
                  >
                    View the e-mail
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
