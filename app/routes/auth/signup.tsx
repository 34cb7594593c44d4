import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { AuthCard, FormError } from "~/components/forms/auth-card";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { callAuth, redirectWithCookies } from "~/.server/auth-calls";
import { requireAnonymous } from "~/.server/session";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { formValues, parseWith } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { ACCOUNT_TYPE_OPTIONS, signupSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign up", "Create your Learnova account as a student, parent or professional.");

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const parsed = parseWith(signupSchema, values);
  if (!parsed.ok) return data({ errors: parsed.errors, formError: undefined }, 400);

  const response = await callAuth(context.services, request, "/sign-up/email", parsed.data);
  if (response.status === 429) {
    return data(
      { errors: {}, formError: "Too many attempts. Please wait a minute and try again." },
      429,
    );
  }
  if (!response.ok) {
    return data(
      {
        errors: {},
        formError:
          "We couldn't create an account with those details. If you already have one, sign in or reset your password.",
      },
      400,
    );
  }
  return redirectWithCookies(safeRedirectPath(values.redirectTo), response);
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Create your account"
      lead="Join live classes, keep track of your courses and book free demo sessions."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="redirectTo" value={safeRedirectPath(params.get("redirectTo"))} />
        <FormError message={actionData?.formError} />
        <TextField label="Name" name="name" autoComplete="name" required error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={errors.password}
        />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-brand-950">I am a</legend>
          <div className="grid grid-cols-3 gap-2">
            {ACCOUNT_TYPE_OPTIONS.map((o, i) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-gray-300 px-2 py-2.5 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
              >
                <input
                  type="radio"
                  name="accountType"
                  value={o.value}
                  defaultChecked={i === 0}
                  className="accent-brand-700"
                />
                {o.label}
              </label>
            ))}
          </div>
          {errors.accountType ? (
            <p className="text-sm font-medium text-red-700">{errors.accountType}</p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? "Creating account..." : "Create account"}
        </Button>
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
