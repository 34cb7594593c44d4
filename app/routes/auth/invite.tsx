import { LinkIcon } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, BackToSignIn } from "~/components/forms/auth-card";
import { FormError } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { redirectWithCookies } from "~/.server/auth/calls";
import { formAnswer, parseForm, readForm } from "~/.server/kit/form-action";
import { acceptInvite, allowInviteLookup } from "~/.server/invites/accept";
import { findOpenInvite } from "~/.server/invites/queries";
import { useForm } from "~/hooks/use-form";
import { useSite } from "~/hooks/use-site";
import { formFailure, type FormResult } from "~/lib/form-result";
import { pageMeta } from "~/lib/meta";
import { acceptInviteSchema, INVITE_TTL_DAYS } from "~/lib/schemas/admin-invites";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Accept your invitation", "Create your Learnova account."),
  { name: "robots", content: "noindex" },
];

const TOO_MANY = "Too many attempts from your network. Please wait ten minutes and try again.";

// A one-time link from an admin's invitation (docs/admin.md §5). Anyone may open it: the token is
// the credential. Every look-up (view or post) counts against the visitor's address, so
// guessing tokens is hopeless as well as slow (32 random bytes).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return data({ state: "invalid" as const }, { status: 410 });
  if (!(await allowInviteLookup(context.services, request))) {
    return data({ state: "limited" as const }, { status: 429 });
  }
  const invite = await findOpenInvite(context.services.db, token);
  if (!invite) return data({ state: "invalid" as const }, { status: 410 });
  return { state: "open" as const, token, email: invite.email, role: invite.role };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  if (!(await allowInviteLookup(context.services, request))) {
    return formAnswer(formFailure({}, TOO_MANY), 429);
  }
  const parsed = parseForm(acceptInviteSchema, values);
  if (!parsed.ok) return parsed.answer;
  const outcome = await acceptInvite(context.services, request, parsed.data);
  switch (outcome.kind) {
    case "created":
      // Each to their own area: an admin to the panel, a teacher to their week.
      return redirectWithCookies(
        outcome.role === "teacher" ? "/teach" : "/admin",
        outcome.response,
      );
    case "invalid": {
      const gone: FormResult = { ok: false, errors: {}, linkInvalid: true };
      return formAnswer(gone, 410);
    }
    case "refused": {
      const errors = outcome.field ? { [outcome.field]: outcome.message } : {};
      const formError = outcome.field ? undefined : outcome.message;
      return formAnswer(formFailure(errors, formError, undefined, values), outcome.status);
    }
  }
}

function LinkInvalid() {
  const site = useSite();
  return (
    <AuthCard title="This invitation link is no longer valid" footer={<BackToSignIn />}>
      <div className="grid justify-items-start gap-4">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-saffron-100 text-saffron-800">
          <LinkIcon aria-hidden className="h-6 w-6" />
        </span>
        <p role="alert" className="text-ink">
          An invitation link works once and for {INVITE_TTL_DAYS} days, and an admin can withdraw
          it. This one has been used, has expired or was withdrawn.
        </p>
        <p className="text-muted">
          Ask the admin who invited you to send a new invitation, or write to{" "}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
            {site.email}
          </a>
          . If you have already created your account, sign in instead.
        </p>
        <Button asChild size="lg">
          <Link to="/login?redirectTo=%2Fadmin">Sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function TooManyAttempts() {
  return (
    <AuthCard title="Too many attempts" footer={<BackToSignIn />}>
      <p role="alert" className="text-ink">
        {TOO_MANY}
      </p>
    </AuthCard>
  );
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const busy = useNavigation().state === "submitting";
  const { formRef, onSubmit, field, sent, errors, formError } = useForm({
    schema: acceptInviteSchema,
    pageResult: actionData,
  });
  if (loaderData.state === "limited") return <TooManyAttempts />;
  if (loaderData.state === "invalid" || (actionData && !actionData.ok && actionData.linkInvalid)) {
    return <LinkInvalid />;
  }
  const teacher = loaderData.role === "teacher";
  return (
    <AuthCard
      title={teacher ? "Create your teacher account" : "Create your admin account"}
      lead={
        teacher
          ? `You have been invited to teach at ${site.name}. Choose your name and a password: this link works once.`
          : `You have been invited to help run ${site.name}. Choose your name and a password: this link works once.`
      }
      footer={<BackToSignIn />}
    >
      <Form ref={formRef} method="post" className="grid gap-4" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError message={formError ?? errors.token} />
        {/* Read-only, and not a field the server reads: the account always gets the invited
            address. Shown as an input so password managers file the password under it. */}
        <TextField
          label="Email"
          id="field-email"
          name="invited-email"
          type="email"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hint="The address you were invited at. It can't be changed here."
        />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          defaultValue={sent("name")}
          error={field("name").error}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={field("password").error}
        />
        <SubmitButton
          busy={busy}
          label={teacher ? "Create teacher account" : "Create admin account"}
          busyLabel="Creating account..."
        />
      </Form>
    </AuthCard>
  );
}
