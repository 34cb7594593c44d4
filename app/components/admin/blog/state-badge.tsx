import type { BlogState } from "~/lib/schemas/admin-blog";

const STATE_STYLE: Record<BlogState, string> = {
  draft: "bg-gray-100 text-gray-800",
  scheduled: "bg-saffron-100 text-saffron-900",
  published: "bg-emerald-100 text-emerald-900",
};

/** A post's state: draft, scheduled or published. */
export function PostStateBadge({ state }: { state: BlogState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>
      {state === "draft" ? "Draft" : state === "scheduled" ? "Scheduled" : "Published"}
    </span>
  );
}
