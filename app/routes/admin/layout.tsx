import { Outlet } from "react-router";
import { AreaShell } from "~/components/layout/area-shell";
import { requireAdmin } from "~/.server/session";
import { adminLinks } from "~/lib/admin-sections";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Panel | Learnova" },
  { name: "robots", content: "noindex" },
];

// The admin panel. This guard runs for every page of the panel, but React Router runs child
// loaders alongside it, so each child also guards its own loader and action (decision 0015;
// app/routes/area-guards.test.ts checks).
export function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  return { user: { name: user.name, email: user.email, role: user.role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaShell user={loaderData.user} label="Admin" links={adminLinks}>
      <Outlet />
    </AreaShell>
  );
}
