import { data } from "react-router";
import { z } from "~/lib/schemas/zod";
import { MessageCard } from "~/components/admin/messages/message-card";
import { ReplyForm } from "~/components/admin/messages/reply-form";
import { ReplyThread } from "~/components/admin/messages/reply-thread";
import { StatusForm } from "~/components/admin/messages/status-form";
import { PageHeader } from "~/components/admin/page-header";
import { answerRefusals, versionField } from "~/.server/admin/action";
import { redirectWithToast } from "~/.server/admin/toast";
import { adminZone } from "~/.server/admin/zone";
import { formAnswer, parseForm, readForm } from "~/.server/form-action";
import {
  getMessage,
  markOpened,
  replyToMessage,
  setMessageStatus,
} from "~/.server/repos/admin-messages";
import { requireAdmin, type SessionUser } from "~/.server/session";
import { formFailure } from "~/lib/form-result";
import { shownTime } from "~/lib/admin/time";
import { replySchema } from "~/lib/schemas/admin-messages";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.message.name || "Contact message"} | Admin Panel` },
];

/**
 * One message and its thread. Opening a new message marks it read (docs/admin.md §3): a GET that
 * changes data, kept safe by changing only a row still `new` (idempotent; audited once however
 * often or by however many admins it is opened) and by the list's links not prefetching.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const { db, config } = args.context.services;
  const id = args.params.id;
  let message = await getMessage(db, id);
  if (message?.status === "new" && (await markOpened(db, user, id))) {
    message = await getMessage(db, id);
  }
  if (!message) throw data("This message does not exist, or it was deleted.", { status: 404 });
  const zone = adminZone(args.request);
  const { createdAt, replies, ...rest } = message;
  return data(
    {
      message: { ...rest, received: shownTime(createdAt, zone) },
      replies: replies.map(({ createdAt: at, ...r }) => ({ ...r, sent: shownTime(at, zone) })),
      schoolEmail: config.site.email,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const replyPost = replySchema.extend({ version: versionField });
const statusPost = z.object({ version: versionField });

type Handler = (
  user: SessionUser,
  args: Route.ActionArgs,
  fields: Record<string, string>,
) => Promise<Response | ReturnType<typeof formAnswer>>;

/** The page's forms, by intent. Each answers a refusal in its own form. */
const handlers: Record<string, Handler> = {
  async reply(user, { params, context, request }, fields) {
    const parsed = parseForm(replyPost, fields, "reply");
    if (!parsed.ok) return parsed.answer;
    const { services } = context;
    return answerRefusals(
      async () => {
        await replyToMessage(
          services.db,
          user,
          { id: params.id, version: parsed.data.version, body: parsed.data.body },
          services.config.site,
        );
        services.mail?.kick();
        throw redirectWithToast(new URL(request.url).pathname, {
          title: "Reply sent.",
          description: "It is in the outbox, on its way to the sender.",
        });
      },
      { intent: "reply", values: fields },
    );
  },
  archive: (user, args, fields) => changeStatus(user, args, fields, "archive"),
  inbox: (user, args, fields) => changeStatus(user, args, fields, "inbox"),
};

async function changeStatus(
  user: SessionUser,
  { params, context, request }: Route.ActionArgs,
  fields: Record<string, string>,
  intent: "archive" | "inbox",
) {
  const parsed = parseForm(statusPost, fields, intent);
  if (!parsed.ok) return parsed.answer;
  return answerRefusals(
    async () => {
      await setMessageStatus(context.services.db, user, {
        id: params.id,
        version: parsed.data.version,
        intent,
      });
      throw redirectWithToast(new URL(request.url).pathname, {
        title: intent === "archive" ? "Message archived." : "Message moved back to the inbox.",
      });
    },
    { intent },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const fields = await readForm(args.request);
  const intent = fields.intent ?? "";
  if (!Object.hasOwn(handlers, intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  return handlers[intent](user, args, fields);
}

export default function MessageDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { message, replies, schoolEmail } = loaderData;
  const pageResult = actionData && "intent" in actionData ? actionData : null;
  const erased = message.email === "";
  return (
    <>
      <PageHeader
        title={erased ? "Message from a deleted account" : `Message from ${message.name}`}
        back={{ to: "/admin/messages", label: "Contact messages" }}
        actions={
          <StatusForm status={message.status} version={message.version} pageResult={pageResult} />
        }
      />
      <div className="grid gap-6">
        <MessageCard message={message} />
        <ReplyThread replies={replies} />
        {erased ? (
          <p className="rounded-card bg-white p-5 text-muted shadow-card">
            The sender deleted their account and their address with it: there is no one to reply to.
          </p>
        ) : (
          <ReplyForm
            // A new reply in the thread empties the form (the page keeps it mounted otherwise).
            key={replies.length}
            to={message.email}
            schoolEmail={schoolEmail}
            version={message.version}
            pageResult={pageResult}
          />
        )}
      </div>
    </>
  );
}
