import { data } from "react-router";
import { InviteForm } from "~/components/admin/invites/invite-form";
import { PendingInvites } from "~/components/admin/invites/pending-invites";
import { PageHeader } from "~/components/admin/page-header";
import { answerRefusals } from "~/.server/kit/version-field";
import { inviteAdmin, revokeAdminInvite } from "~/.server/invites/actions";
import { redirectWithToast } from "~/.server/kit/toast";
import { adminZone } from "~/.server/kit/zone";
import { formAnswer, parseForm, readForm } from "~/.server/kit/form-action";
import {
  countPendingInvites,
  INVITE_TTL_DAYS,
  listPendingInvites,
} from "~/.server/invites/queries";
import { requireAdmin, type SessionUser } from "~/.server/platform/session";
import { shownTime } from "~/lib/admin/time";
import { formFailure, type FormResult } from "~/lib/form-result";
import { inviteAdminSchema, revokeInviteSchema } from "~/lib/schemas/admin-invites";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => [
  { title: "Invite an admin or a teacher | Admin Panel" },
];

const NO_STORE = { "Cache-Control": "private, no-store" };

type Fields = Record<string, string>;

/** The invite form's refusal when the address has an account: it links to that account. */
type ExistingAccountAnswer = Extract<FormResult, { ok: false }> & {
  account: { id: string; name: string };
};

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const zone = adminZone(args.request);
  const now = new Date();
  const [invites, total] = await Promise.all([
    listPendingInvites(db, now),
    countPendingInvites(db, now),
  ]);
  return data(
    {
      ttlDays: INVITE_TTL_DAYS,
      total,
      invites: invites.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        inviter: i.inviterName || i.inviterEmail || "A deleted account",
        inviterIsAdmin: i.inviterIsAdmin,
        sent: shownTime(i.createdAt, zone),
        expires: shownTime(i.expiresAt, zone),
      })),
    },
    { headers: NO_STORE },
  );
}

/** The page's two forms, by intent. */
const handlers = {
  async invite(user: SessionUser, { context, request }: Route.ActionArgs, fields: Fields) {
    const parsed = parseForm(inviteAdminSchema, fields, "invite");
    if (!parsed.ok) return parsed.answer;
    const { email, role } = parsed.data;
    const outcome = await inviteAdmin(context.services, user, email, role);
    if (outcome.kind === "existing") {
      // An account is never given a second one: one that has the role needs nothing, any
      // other changes role on its own page, keeping its enrolments and history.
      const message =
        outcome.role === role
          ? `This person is already ${role === "admin" ? "an admin" : "a teacher"}.`
          : "This person already has an account: change their role on their page.";
      const refused: ExistingAccountAnswer = {
        ok: false,
        intent: "invite",
        errors: { email: message },
        values: { email, role },
        account: { id: outcome.userId, name: outcome.name },
      };
      return data(refused, { status: 409, headers: NO_STORE });
    }
    const replaced = outcome.replaced ? " The earlier invitation's link no longer works." : "";
    throw redirectWithToast(new URL(request.url).pathname, {
      title: role === "teacher" ? "Teacher invitation sent." : "Invitation sent.",
      description: `${outcome.email} has ${INVITE_TTL_DAYS} days to accept it.${replaced}`,
    });
  },
  async revoke(user: SessionUser, { context, request }: Route.ActionArgs, fields: Fields) {
    const parsed = parseForm(revokeInviteSchema, fields, "revoke");
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        const { email } = await revokeAdminInvite(context.services, user, parsed.data.id);
        throw redirectWithToast(new URL(request.url).pathname, {
          title: "Invitation revoked.",
          description: `The link sent to ${email} no longer works.`,
        });
      },
      { intent: "revoke" },
    );
  },
};

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const fields = await readForm(args.request);
  const intent = fields.intent ?? "";
  if (!Object.hasOwn(handlers, intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  return handlers[intent as keyof typeof handlers](user, args, fields);
}

export default function InviteAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { invites, total, ttlDays } = loaderData;
  const answer = actionData && "intent" in actionData ? actionData : null;
  const inviteResult = answer?.intent === "invite" ? answer : null;
  const account = (inviteResult as Partial<ExistingAccountAnswer> | null)?.account ?? null;
  const revokeError = answer?.intent === "revoke" && !answer.ok ? answer.formError : undefined;
  return (
    <>
      <PageHeader
        title="Invite an admin or a teacher"
        back={{ to: "/admin/users", label: "Users" }}
        description="The invitee creates their own account from a one-time link, with their own password, and gets the role you choose."
      />
      <InviteForm ttlDays={ttlDays} pageResult={inviteResult} account={account} />
      <PendingInvites invites={invites} total={total} revokeError={revokeError} />
    </>
  );
}
