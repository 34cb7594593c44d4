import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { AreaShell } from "~/components/layout/area-shell";
import { requireUser } from "~/.server/platform/session";
import { LEARNER_MENU } from "~/lib/shell";
import type { Route } from "./+types/layout";

// The learner area: /account-settings and the three course lists. This guard runs for every
// page of the area, but React Router runs child loaders alongside it, so each child also
// guards its own loader and action (decision 0015; app/routes/area-guards.test.ts checks).
export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { user: { name: user.name, email: user.email, role: user.role } };
}

/**
 * Reload the shell's name after a profile change, but not after the account is deleted: the
 * guard would then send the departing user to /login instead of the home page.
 */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "delete" ? false : defaultShouldRevalidate;
}

export default function LearnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaShell user={loaderData.user} label="Your account" links={LEARNER_MENU}>
      <Outlet />
    </AreaShell>
  );
}
