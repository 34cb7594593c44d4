import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { AuthCard, FormError } from "~/components/forms/auth-card";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { callAuth, redirectWithCookies } from "~/.server/auth-calls";
import { requireAnonymous } from "~/.server/session";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { formValues, parseWith } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { loginSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta("Login", "Sign in to your Learnova account.");

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const parsed = parseWith(loginSchema, values);
  if (!parsed.ok) return data({ errors: parsed.errors, formError: undefined }, 400);

  const response = await callAuth(context.services, request, "/sign-in/email", parsed.data);
  if (response.status === 429) {
    return data(
      { errors: {}, formError: "Too many sign-in attempts. Please wait a minute and try again." },
      429,
    );
  }
  // One message for every failure, so the page never reveals whether an address is registered.
  if (!response.ok) {
    return data({ errors: {}, formError: "Incorrect email or password." }, 401);
  }
  return redirectWithCookies(safeRedirectPath(values.redirectTo), response);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Welcome back"
      lead="Sign in to see your courses and manage your profile."
      footer={
        <>
          New to Learnova?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
        </>
      }
    >
      <Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={actionData?.formError} />
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
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
    </AuthCard>
  );
}
