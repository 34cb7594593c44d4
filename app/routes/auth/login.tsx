import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { ContinueWithGoogle } from "~/components/auth/continue-with-google";
import { AuthCard } from "~/components/forms/auth-card";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { EmailField } from "~/components/forms/email-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { passwordOrGoogle, signInWithPassword } from "~/.server/auth/actions";
import { requireAnonymous } from "~/.server/platform/session";
import { useForm } from "~/hooks/use-form";
import { useGoogleConfig } from "~/hooks/use-google-config";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { loginSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta("Login", "Sign in to your Learnova account.");

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args);
  return passwordOrGoogle(args.context.services, args.request, signInWithPassword);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const google = useGoogleConfig();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "google";
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const { formRef, onSubmit, field, sent, formError } = useForm({
    schema: loginSchema,
    pageResult: actionData,
  });
  const signupLink =
    redirectTo === "/" ? "/signup" : `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthCard
      title="Welcome back"
      lead="Sign in to see your courses and manage your profile."
      footer={
        <>
          New to Learnova?{" "}
          <Link to={signupLink} className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
        </>
      }
    >
      {params.get("reset") === "done" && !actionData ? (
        <div className="mb-4">
          <FormSuccess message="Your password has been changed. Sign in with your new password." />
        </div>
      ) : null}
      {google?.redirect ? <ContinueWithGoogle /> : null}
      <Form ref={formRef} method="post" className="grid gap-4" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={formError} />
        <EmailField defaultValue={sent("email")} error={field("email").error} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={field("password").error}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in..." />
      </Form>
    </AuthCard>
  );
}
