import { Link } from "react-router";
import { AuthCard } from "~/components/forms/auth-card";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Choose a new password", "Set a new password for your Learnova account."),
  { name: "robots", content: "noindex" },
];

export default function ResetPassword() {
  return (
    <AuthCard
      title="Choose a new password"
      lead="Open this page from the link in your password-reset e-mail to set a new password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      }
    >
      <p className="text-muted">Reset links work once and expire after an hour.</p>
    </AuthCard>
  );
}
