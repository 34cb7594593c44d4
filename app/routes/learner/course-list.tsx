import { Link } from "react-router";
import { AreaShell } from "~/components/layout/area-shell";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/.server/session";
import { pageMeta } from "~/lib/meta";
import { LEARNER_MENU } from "~/lib/shell";
import type { Route } from "./+types/course-list";

const LISTS = {
  "/subscribed-courses": {
    title: "Subscribed courses",
    empty: "You haven't subscribed to a course yet.",
  },
  "/upcoming-courses": { title: "Upcoming courses", empty: "You have no upcoming courses." },
  "/completed-courses": {
    title: "Completed courses",
    empty: "You haven't completed a course yet.",
  },
} as const;

export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const path = new URL(args.request.url).pathname as keyof typeof LISTS;
  return { user: { name: user.name, email: user.email, role: user.role }, list: LISTS[path] };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.list.title ?? "Your courses", "Your Learnova courses."),
  { name: "robots", content: "noindex" },
];

export default function CourseList({ loaderData }: Route.ComponentProps) {
  const { user, list } = loaderData;
  return (
    <AreaShell user={user} label="Your account" links={LEARNER_MENU}>
      <h1 className="text-3xl">{list.title}</h1>
      <div className="mt-6 rounded-card bg-white p-10 text-center shadow-card">
        <p className="text-lg text-muted">{list.empty}</p>
        <Button asChild className="mt-6">
          <Link to="/courses">Browse courses</Link>
        </Button>
      </div>
    </AreaShell>
  );
}
