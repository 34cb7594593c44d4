import { BLOG_STATES } from "~/lib/schemas/admin-blog";
import type { z } from "~/lib/schemas/zod";
import { choice, listQuery } from "./list-query";

/** The blog list's URL: state filter, search, sort by publish time, title or last change. */
export const blogListQuery = listQuery({
  sorts: ["published", "title", "updated"],
  sort: "published",
  dir: "desc",
  filters: { status: choice(BLOG_STATES) },
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const BLOG_STATE_FILTERS = [
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
] as const;
