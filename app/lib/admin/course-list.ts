import { COURSE_CATEGORIES } from "~/lib/content-types";
import { z } from "~/lib/schemas/zod";
import { choice, searchText } from "./list-query";

/** The courses list's URL: search, category and published filters (always in catalogue order). */
export const courseListQuery = z.object({
  q: searchText,
  category: choice(COURSE_CATEGORIES),
  published: choice(["published", "hidden"] as const),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const COURSE_CATEGORY_FILTERS = COURSE_CATEGORIES.map((c) => ({ value: c, label: c }));
export const COURSE_PUBLISHED_FILTERS = [
  { value: "published", label: "Published" },
  { value: "hidden", label: "Hidden" },
] as const;
