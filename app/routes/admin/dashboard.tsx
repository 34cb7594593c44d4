import { requireAdmin } from "~/.server/session";
import { getDashboardCounts } from "~/.server/repos/dashboard";
import type { Route } from "./+types/dashboard";

// Every admin loader guards itself: React Router runs child loaders alongside the layout's.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { counts: await getDashboardCounts(args.context.services.db) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const tiles = [
    { label: "Learners", value: counts.learners },
    { label: "Admins", value: counts.admins },
    { label: "Sign-ups in the last 7 days", value: counts.signupsLastWeek },
  ];
  return (
    <>
      <h1 className="text-3xl">Admin Panel</h1>
      <p className="mt-2 text-muted">Counts and trends at a glance.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.label} className="rounded-card bg-white p-6 shadow-card">
            <p className="text-sm font-semibold text-muted">{t.label}</p>
            <p className="mt-2 text-4xl font-bold text-brand-900">{t.value}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
