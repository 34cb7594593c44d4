import { LinkIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard, BackToSignIn } from "~/components/forms/auth-card";
import { FormError } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { formResponse, resetPassword } from "~/.server/auth/actions";
import { readForm } from "~/.server/kit/form-action";
import { isResetTokenUsable } from "~/.server/auth/better-auth";
import { useForm } from "~/hooks/use-form";
import { AUTH_MESSAGES } from "~/lib/auth-messages";
import { pageMeta } from "~/lib/meta";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Choose a new password", "Set a new password for your Learnova account."),
  { name: "robots", content: "noindex" },
];

// Signed-in visitors may use a reset link too (e.g. from another device): no guard here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = await isResetTokenUsable(context.services.auth, token);
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  const outcome = await resetPassword(context.services, request, values);
  return formResponse(outcome);
}

function LinkInvalid() {
  return (
    <AuthCard title="This link can't be used" footer={<BackToSignIn />}>
      <div className="grid justify-items-start gap-4">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-saffron-100 text-saffron-800">
          <LinkIcon aria-hidden className="h-6 w-6" />
        </span>
        <p role="alert" className="text-ink">
          {AUTH_MESSAGES.resetLinkInvalid}
        </p>
        <Button asChild size="lg">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { formRef, onSubmit, field, errors, formError } = useForm({
    schema: resetPasswordSchema,
    pageResult: actionData,
  });
  if (!loaderData.token || (actionData && !actionData.ok && actionData.linkInvalid)) {
    return <LinkInvalid />;
  }
  return (
    <AuthCard
      title="Choose a new password"
      lead="Pick a password you don't use anywhere else. Setting it signs you out on your other devices."
      footer={<BackToSignIn />}
    >
      <Form ref={formRef} method="post" className="grid gap-4" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError message={formError ?? errors.token} />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={field("password").error}
        />
        <PasswordField
          label="Repeat new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={field("confirmPassword").error}
        />
        <SubmitButton busy={busy} label="Set new password" busyLabel="Saving..." />
      </Form>
    </AuthCard>
  );
}
