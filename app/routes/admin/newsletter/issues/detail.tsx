import { data, Form, Link, useNavigation } from "react-router";
import { IssueForm } from "~/components/admin/newsletter/issue-form";
import { IssueProgress } from "~/components/admin/newsletter/issue-progress";
import { IssueStatusBadge } from "~/components/admin/newsletter/issue-status-badge";
import { PageHeader } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { FormError } from "~/components/forms/form-message";
import { Button, buttonVariants } from "~/components/ui/button";
import { issuePageAction, saveIssue } from "~/.server/newsletter-issues/actions";
import { adminZone } from "~/.server/kit/zone";
import { readForm } from "~/.server/kit/form-action";
import { renderIssueMail } from "~/.server/newsletter-issues/mails";
import { activeSubscriberCount, getIssue } from "~/.server/newsletter-issues/queries";
import { requireAdmin } from "~/.server/platform/session";
import { formatCount } from "~/lib/admin/format";
import { ISSUES_PATH } from "~/lib/admin/newsletter-issues";
import { shownTime } from "~/lib/admin/time";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.issue.subject ?? "Newsletter"} | Admin Panel` },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const { db, config } = args.context.services;
  const issue = await getIssue(db, args.params.id);
  if (!issue) throw data("This newsletter does not exist, or it was deleted.", { status: 404 });
  const zone = adminZone(args.request);
  const confirming =
    issue.status === "draft" && new URL(args.request.url).searchParams.get("confirm") === "send";
  return data(
    {
      issue: {
        id: issue.id,
        subject: issue.subject,
        preheader: issue.preheader,
        html: issue.html,
        status: issue.status,
        version: issue.version,
        recipients: issue.recipientCount,
        queuedSoFar: issue.queuedCount,
        counts: issue.counts,
        written: shownTime(issue.createdAt, zone),
        started: shownTime(issue.sendStartedAt, zone),
      },
      // Exactly what a subscriber receives, but for the unsubscribe link, which is theirs.
      preview: renderIssueMail(config, issue, null).html,
      active: issue.status === "draft" ? await activeSubscriberCount(db) : null,
      confirming,
      me: user.email,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const fields = await readForm(args.request);
  const intent = fields.intent ?? "";
  const { services } = args.context;
  if (intent === "save") return saveIssue(services, user, fields, args.params.id);
  return issuePageAction(services, user, args.params.id, intent, fields);
}

type Answer = (FormResult & { postedHtml?: string }) | undefined;

export default function IssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, preview, active, confirming, me } = loaderData;
  const answer = actionData as Answer;
  const refused = (intent: string) =>
    answer && !answer.ok && answer.intent === intent ? answer.formError : undefined;
  const draft = issue.status === "draft";
  return (
    <>
      <PageHeader
        title={issue.subject}
        back={{ to: ISSUES_PATH, label: "Newsletters" }}
        description={
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <IssueStatusBadge status={issue.status} />
            <span>
              Written <Time value={issue.written} />
            </span>
            {issue.started ? (
              <span>
                · Sending started <Time value={issue.started} />
              </span>
            ) : null}
          </p>
        }
      />
      <div className="grid gap-6">
        {draft && confirming && active !== null ? (
          <SendConfirmation
            id={issue.id}
            version={issue.version}
            active={active}
            subject={issue.subject}
            error={refused("send")}
          />
        ) : null}
        {!draft ? (
          <IssueProgress
            status={issue.status}
            recipients={issue.recipients}
            queuedSoFar={issue.queuedSoFar}
            counts={issue.counts}
          />
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section
            aria-labelledby="preview-heading"
            className="min-w-0 rounded-card bg-white p-5 shadow-card"
          >
            <h2 id="preview-heading" className="text-xl">
              Preview
            </h2>
            <p className="mt-1 text-sm text-muted">
              Exactly as subscribers receive it
              {issue.preheader ? (
                <>
                  {" "}
                  (preview text: <q>{issue.preheader}</q>)
                </>
              ) : null}
              ; each copy&apos;s unsubscribe link is the subscriber&apos;s own.
            </p>
            <iframe
              title={`Preview of the newsletter “${issue.subject}”`}
              srcDoc={preview}
              // An opaque origin: the mail cannot reach the panel's cookies or DOM. Its HTML
              // is sanitised and, as a srcdoc document, under the panel's CSP (no inline
              // script runs); scripts are "allowed" only so that tools (axe) can inspect it.
              sandbox="allow-scripts"
              className="mt-4 h-[36rem] w-full rounded-xl border border-gray-200 bg-white"
            />
          </section>

          <section
            aria-labelledby="send-heading"
            className="grid content-start gap-5 rounded-card bg-white p-5 shadow-card"
          >
            <h2 id="send-heading" className="text-xl">
              Send
            </h2>
            <div className="grid gap-2">
              <p className="text-sm text-muted">
                A copy of the saved newsletter to <span className="wrap-anywhere">{me}</span>, with
                [Test] before its subject.
              </p>
              <FormError message={refused("test")} />
              <Form method="post">
                <input type="hidden" name="intent" value="test" />
                <PendingButton intent="test" variant="outline" label="Send a test to yourself" />
              </Form>
            </div>
            {draft ? (
              <div className="grid gap-2">
                {confirming ? null : <FormError message={refused("send")} />}
                <p className="text-sm text-muted">
                  {active === 0
                    ? "No one has confirmed a subscription yet: there is nobody to send it to."
                    : `To every active subscriber (${formatCount(active ?? 0)} now), each with their own unsubscribe link.`}
                </p>
                {active ? (
                  <Link
                    to="?confirm=send"
                    className={buttonVariants({ variant: "primary", size: "md" })}
                  >
                    Send to all subscribers…
                  </Link>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-muted">
                This newsletter has been sent: it can no longer be changed or sent again.
              </p>
            )}
            {draft ? (
              <div className="grid gap-2 border-t border-gray-200 pt-4">
                <FormError message={refused("delete")} />
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="version" value={issue.version} />
                  <PendingButton intent="delete" variant="ghost" label="Delete this draft" />
                </Form>
              </div>
            ) : null}
          </section>
        </div>

        {draft ? (
          <IssueForm
            key={issue.version}
            issue={issue}
            pageResult={answer?.intent === "save" ? answer : null}
            postedHtml={answer?.intent === "save" ? answer.postedHtml : undefined}
          />
        ) : null}
      </div>
    </>
  );
}

function PendingButton({
  intent,
  label,
  variant,
}: {
  intent: string;
  label: string;
  variant: "primary" | "outline" | "ghost";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" variant={variant} disabled={busy}>
      {busy ? "Working..." : label}
    </Button>
  );
}

function SendConfirmation({
  id,
  version,
  active,
  subject,
  error,
}: {
  id: string;
  version: number;
  active: number;
  subject: string;
  error?: string;
}) {
  const noun = active === 1 ? "subscriber" : "subscribers";
  return (
    <section
      aria-labelledby="confirm-heading"
      className="rounded-card border-2 border-brand-700 bg-white p-5 shadow-card"
    >
      <h2 id="confirm-heading" className="text-xl">
        Send to {formatCount(active)} active {noun}?
      </h2>
      <p className="mt-1 text-muted">
        “<span className="wrap-anywhere">{subject}</span>” goes to every active subscriber, in
        batches, through the e-mail outbox. Once started it cannot be stopped or changed.
      </p>
      <FormError message={error} />
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="version" value={version} />
        <PendingButton
          intent="send"
          variant="primary"
          label={`Send to ${formatCount(active)} ${noun}`}
        />
        <Link to={`${ISSUES_PATH}/${id}`} className={buttonVariants({ variant: "ghost" })}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
