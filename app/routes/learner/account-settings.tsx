import { AreaShell } from "~/components/layout/area-shell";
import { requireUser } from "~/.server/session";
import { pageMeta } from "~/lib/meta";
import { LEARNER_MENU } from "~/lib/shell";
import type { Route } from "./+types/account-settings";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Profile", "Your Learnova profile and account settings."),
  { name: "robots", content: "noindex" },
];

const ACCOUNT_TYPE_LABELS = { student: "Student", parent: "Parent", professional: "Professional" };

export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    accountType: ACCOUNT_TYPE_LABELS[user.accountType] ?? "Student",
    phone: user.phone ?? null,
  };
}

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { user, accountType, phone } = loaderData;
  return (
    <AreaShell user={user} label="Your account" links={LEARNER_MENU}>
      <h1 className="text-3xl">Profile</h1>
      <p className="mt-2 text-muted">The details of your Learnova account.</p>
      <dl className="mt-6 grid gap-4 rounded-card bg-white p-6 shadow-card sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">Name</dt>
          <dd className="mt-1 text-lg font-semibold">{user.name}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Email</dt>
          <dd className="mt-1 text-lg font-semibold break-all">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Account type</dt>
          <dd className="mt-1 text-lg font-semibold">{accountType}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Phone</dt>
          <dd className="mt-1 text-lg font-semibold">{phone ?? "Not given"}</dd>
        </div>
      </dl>
    </AreaShell>
  );
}
