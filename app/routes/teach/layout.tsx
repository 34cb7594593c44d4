import { data, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AreaShell } from "~/components/layout/area-shell";
import { FlashMessage } from "~/components/ui/flash-message";
import { takeToast } from "~/.server/kit/toast";
import { requireTeacher } from "~/.server/platform/session";
import { errorPageText } from "~/lib/error-page";
import { TEACH_MENU } from "~/lib/shell";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [
  { title: "Teaching | Learnova" },
  { name: "robots", content: "noindex" },
];

// The teacher area (docs/classes.md "Teacher area"): teachers and admins. The server refuses
// every /teach address to anyone else before React Router runs (server/admin-guard.ts,
// GUARDED_AREAS); this guard and each child's own are the second and third lines (decision
// 0031).
export function loader(args: Route.LoaderArgs) {
  const user = requireTeacher(args);
  const { toast, clear } = takeToast(args.request);
  return data(
    { user: { name: user.name, email: user.email, role: user.role }, toast },
    { headers: clear },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function TeachLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaShell user={loaderData.user} label="Teaching" links={TEACH_MENU}>
      <FlashMessage flash={loaderData.toast} />
      <Outlet />
    </AreaShell>
  );
}

/** A failure inside the area (a class that is not theirs: 404) keeps the area around it. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/teach/layout");
  const text = errorPageText(error);
  const body = (
    <div role="alert" className="rounded-card bg-white p-8 shadow-card">
      <h1 className="text-2xl">{text.status === 404 ? "Not found" : text.title}</h1>
      <p className="mt-2 text-muted">
        {text.status >= 500 ? "The page could not be shown. Try again." : text.message}
      </p>
      <Link to="/teach" className="mt-4 inline-block font-semibold text-brand-800 underline">
        Back to your week
      </Link>
    </div>
  );
  if (!layout) return <div className="container-page py-10">{body}</div>;
  return (
    <AreaShell user={layout.user} label="Teaching" links={TEACH_MENU}>
      {body}
    </AreaShell>
  );
}
