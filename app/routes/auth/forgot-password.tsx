import { MailCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard, BackToSignIn } from "~/components/forms/auth-card";
import { FormError } from "~/components/forms/form-message";
import { EmailField } from "~/components/forms/email-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { formResponse, requestPasswordReset } from "~/.server/auth/actions";
import { requireAnonymous } from "~/.server/platform/session";
import { useForm } from "~/hooks/use-form";
import { readForm } from "~/.server/kit/form-action";
import { pageMeta } from "~/lib/meta";
import { forgotPasswordSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot password", "Reset the password of your Learnova account.");

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args);
  const { request, context } = args;
  const values = await readForm(request);
  const outcome = await requestPasswordReset(context.services, request, values);
  return formResponse(outcome);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { formRef, onSubmit, field, sent, formError, success } = useForm({
    schema: forgotPasswordSchema,
    pageResult: actionData,
  });
  const back = <BackToSignIn />;

  if (success) {
    return (
      <AuthCard title="Check your inbox" footer={back}>
        <div role="status" className="grid justify-items-start gap-4">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-800">
            <MailCheck aria-hidden className="h-6 w-6" />
          </span>
          <p className="font-semibold text-brand-950">{success}</p>
          <p className="text-muted">
            The link works once and expires in an hour. Nothing there? Check your spam folder, or{" "}
            <Link
              to="/forgot-password"
              reloadDocument
              className="font-semibold text-brand-700 underline"
            >
              try another address
            </Link>
            .
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={back}
    >
      <Form ref={formRef} method="post" className="grid gap-4" noValidate onSubmit={onSubmit}>
        <FormError message={formError} />
        <EmailField defaultValue={sent("email")} error={field("email").error} />
        <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
      </Form>
    </AuthCard>
  );
}
