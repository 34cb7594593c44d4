import { Link } from "react-router";
import { AuthCard } from "~/components/forms/auth-card";
import { useSite } from "~/hooks/use-site";
import { requireAnonymous } from "~/.server/session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot password", "Reset the password of your Learnova account.");

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export default function ForgotPassword() {
  const site = useSite();
  return (
    <AuthCard
      title="Forgot your password?"
      lead="We'll help you choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      }
    >
      <p className="text-muted">
        Write to{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>{" "}
        from the address of your account and we'll help you back in.
      </p>
    </AuthCard>
  );
}
