import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { ContinueWithGoogle } from "~/components/auth/continue-with-google";
import { AuthCard } from "~/components/forms/auth-card";
import { FormError } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { EmailField } from "~/components/forms/email-field";
import { TextField } from "~/components/forms/text-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { passwordOrGoogle, signUpWithPassword } from "~/.server/auth/actions";
import { requireAnonymous } from "~/.server/platform/session";
import { useForm } from "~/hooks/use-form";
import { useGoogleConfig } from "~/hooks/use-google-config";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { ACCOUNT_TYPE_OPTIONS, signupSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign up", "Create your Learnova account as a student, parent or professional.");

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args);
  return passwordOrGoogle(args.context.services, args.request, signUpWithPassword);
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const google = useGoogleConfig();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "google";
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const { formRef, onSubmit, errors, sent, formError } = useForm({
    schema: signupSchema,
    pageResult: actionData,
  });
  const loginLink =
    redirectTo === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthCard
      title="Create your account"
      lead="Join live classes, keep track of your courses and book free demo sessions."
      footer={
        <>
          Already have an account?{" "}
          <Link to={loginLink} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      {google?.redirect ? <ContinueWithGoogle /> : null}
      <Form ref={formRef} method="post" className="grid gap-4" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={formError} />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          defaultValue={sent("name")}
          error={errors.name}
        />
        <EmailField defaultValue={sent("email")} error={errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={errors.password}
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.accountType ? "accountType-error" : undefined}
        >
          <legend className="text-sm font-semibold text-brand-950">I am a</legend>
          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
            {ACCOUNT_TYPE_OPTIONS.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-gray-300 px-2 py-2.5 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name="accountType"
                  value={o.value}
                  defaultChecked={
                    (sent("accountType") ?? ACCOUNT_TYPE_OPTIONS[0].value) === o.value || undefined
                  }
                  className="accent-brand-700"
                />
                {o.label}
              </label>
            ))}
          </div>
          {errors.accountType ? (
            <p id="accountType-error" className="text-sm font-medium text-red-700">
              {errors.accountType}
            </p>
          ) : null}
        </fieldset>
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating account..." />
        <p className="text-xs text-muted">
          By creating an account you agree to our{" "}
          <Link to="/terms-of-service" className="underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Form>
    </AuthCard>
  );
}
