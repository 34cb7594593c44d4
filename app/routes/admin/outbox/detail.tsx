import type { ReactNode } from "react";
import { Form } from "react-router";
import { MailStatusBadge } from "~/components/admin/mail-status";
import { PageHeader } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { FormError } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { answerRefusals } from "~/.server/admin/action";
import { byteSize, frameDocument, mailAttachments, mailHeaders } from "~/.server/admin/mail-view";
import { redirectWithToast } from "~/.server/admin/toast";
import { adminZone } from "~/.server/admin/zone";
import { parseForm, readForm } from "~/.server/form-action";
import { getOutboxMail, resendMail } from "~/.server/repos/admin-outbox";
import { requireAdmin } from "~/.server/session";
import { shownTime } from "~/lib/admin/time";
import { resendSchema } from "~/lib/schemas/admin-outbox";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.mail.subject ?? "Mail"} | E-mail outbox | Admin | Learnova` },
];

// One mail as it was sent (docs/admin.md §10): subject, recipient, headers, the HTML in a
// sandboxed frame, the text version, attachments, attempts and the last error; "Send again"
// for a mail the outbox gave up on.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const mail = await getOutboxMail(args.context.services.db, args.params.id);
  if (!mail) throw new Response("This mail does not exist.", { status: 404 });
  const zone = adminZone(args.request);
  return {
    mail: {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      text: mail.text,
      created: shownTime(mail.createdAt, zone),
      sent: shownTime(mail.sentAt, zone),
      due: mail.status === "queued" ? shownTime(mail.nextAttemptAt, zone) : null,
    },
    frame: frameDocument(mail.html),
    headers: mailHeaders(mail),
    attachments: mailAttachments(mail).map((a) => ({ ...a, shownSize: byteSize(a.size) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const { services } = args.context;
  const parsed = parseForm(resendSchema, await readForm(args.request), "resend");
  if (!parsed.ok) return parsed.answer;
  const id = args.params.id;
  return answerRefusals(
    async () => {
      await resendMail(services.db, admin, id);
      services.mail?.kick(); // the admin is waiting for it: no need to wait for the timer
      return redirectWithToast(`/admin/outbox/${encodeURIComponent(id)}`, {
        title: "Mail queued again",
        description: "The outbox sends it within moments.",
      });
    },
    { intent: "resend" },
  );
}

/** A label above its value: the card is narrow beside the mail, and times must fit. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-brand-950">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-card bg-white p-5 shadow-card">
      <h2 className="mb-3 text-lg">{title}</h2>
      {children}
    </section>
  );
}

function ResendForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const form = useForm({ schema: resendSchema, pageResult: actionData ?? null });
  return (
    <Form method="post" ref={form.formRef} onSubmit={form.onSubmit} className="grid gap-2">
      <FormError message={form.formError ?? form.errors.intent} />
      <input type="hidden" name="intent" value="resend" />
      <Button type="submit" size="sm">
        Send again
      </Button>
    </Form>
  );
}

export default function OutboxMail({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, frame, headers, attachments } = loaderData;
  return (
    <>
      <PageHeader
        title={mail.subject}
        back={{ to: "/admin/outbox", label: "E-mail outbox" }}
        actions={mail.status === "failed" ? <ResendForm actionData={actionData} /> : undefined}
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-5">
          <Card title="Delivery">
            <dl className="grid gap-3">
              <Fact label="To">
                <span className="[overflow-wrap:anywhere]">{mail.to}</span>
              </Fact>
              <Fact label="Status">
                <MailStatusBadge status={mail.status} />
              </Fact>
              <Fact label="Kind">{mail.kind}</Fact>
              <Fact label="Attempts">{mail.attempts}</Fact>
              <Fact label="Created">
                <Time value={mail.created} />
              </Fact>
              <Fact label="Sent">
                <Time value={mail.sent} />
              </Fact>
              {mail.due ? (
                <Fact label="Next attempt">
                  <Time value={mail.due} />
                </Fact>
              ) : null}
              <Fact label="Last error">
                {mail.lastError ? (
                  <span className="text-sm break-words">{mail.lastError}</span>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </Fact>
            </dl>
          </Card>
          <Card title="Headers">
            <dl className="grid gap-3">
              <Fact label="Subject">{mail.subject}</Fact>
              {headers.map(([name, value]) => (
                <Fact key={name} label={name}>
                  <span className="text-sm [overflow-wrap:anywhere]">{value}</span>
                </Fact>
              ))}
            </dl>
          </Card>
          <Card title="Attachments">
            {attachments.length === 0 ? (
              <p className="text-muted">None.</p>
            ) : (
              <ul className="grid gap-2">
                {attachments.map((a) => (
                  <li key={a.name} className="min-w-0 break-words">
                    {a.href ? (
                      <a
                        href={a.href}
                        download={a.name}
                        className="font-semibold text-brand-800 underline"
                      >
                        {a.name}
                      </a>
                    ) : (
                      <span className="font-semibold">{a.name}</span>
                    )}
                    <span className="block text-sm text-muted">
                      {a.type} · {a.shownSize}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="grid min-w-0 content-start gap-5">
          <Card title="HTML version">
            {/* sandbox="" : no scripts, no forms, no plugins, no navigating this page; its
                own Content-Security-Policy says the same again (see frameDocument). */}
            <iframe
              title={`The mail “${mail.subject}” as its reader sees it`}
              sandbox=""
              srcDoc={frame}
              referrerPolicy="no-referrer"
              className="h-[36rem] w-full rounded-xl border border-brand-100 bg-white"
            />
          </Card>
          <Card title="Text version">
            <pre
              tabIndex={0}
              className="max-h-[28rem] overflow-auto text-sm break-words whitespace-pre-wrap"
            >
              {mail.text}
            </pre>
          </Card>
        </div>
      </div>
    </>
  );
}
