import { data, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { FlashMessage } from "~/components/ui/flash-message";
import { takeToast } from "~/.server/kit/toast";
import { adminZone } from "~/.server/kit/zone";
import { useZoneCookie } from "~/hooks/use-zone-cookie";
import { requireAdmin } from "~/.server/platform/session";
import { adminLinks } from "~/lib/admin-sections";
import { errorPageText } from "~/lib/error-page";
import { displayName } from "~/lib/shell";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Panel | Learnova" },
  { name: "robots", content: "noindex" },
];

// The admin panel. The server refuses every /admin address to anyone but an admin before
// React Router runs (server/admin-guard.ts, decision 0017); this guard and each child's own
// are the second and third lines.
export function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const { toast, clear } = takeToast(args.request);
  return data(
    {
      userName: displayName(user),
      zone: adminZone(args.request),
      toast,
    },
    { headers: clear },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useZoneCookie(loaderData.zone);
  return (
    <AdminShell userName={loaderData.userName} links={adminLinks}>
      <FlashMessage flash={loaderData.toast} />
      <Outlet />
    </AdminShell>
  );
}

/** A failure inside the panel keeps the panel around it, with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const text = errorPageText(error);
  const title = text.status === 404 ? "Not found" : text.title;
  const detail =
    text.status >= 500
      ? "The page could not be shown. Try again, or go back to the dashboard."
      : text.message;
  const body = (
    <div role="alert" className="rounded-card bg-white p-8 shadow-card">
      <h1 className="text-2xl">{title}</h1>
      <p className="mt-2 text-muted">{detail}</p>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-800 underline">
        Back to the dashboard
      </Link>
    </div>
  );
  if (!layout) return <div className="container-page py-10">{body}</div>;
  return (
    <AdminShell userName={layout.userName} links={adminLinks}>
      {body}
    </AdminShell>
  );
}
