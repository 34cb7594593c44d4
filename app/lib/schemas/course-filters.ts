import { z } from "./zod";
import { AUDIENCES, COURSE_CATEGORIES, COURSE_LEVELS } from "../content-types";

/** The longest search the catalogue runs; its field takes no more (app/routes/marketing/courses.tsx). */
export const COURSE_SEARCH_MAX = 100;

/**
 * The catalogue's URL query. Unknown values are dropped rather than failing the page; a search
 * longer than COURSE_SEARCH_MAX (an address typed or pasted by hand) is cut to it, not dropped,
 * so the visitor still sees what they asked for.
 */
export const courseFiltersSchema = z.object({
  category: z.enum(COURSE_CATEGORIES).optional().catch(undefined),
  level: z.enum(COURSE_LEVELS).optional().catch(undefined),
  audience: z.enum(AUDIENCES).optional().catch(undefined),
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v?.trim().slice(0, COURSE_SEARCH_MAX).trim() || undefined),
});

export type CourseFilterValues = z.infer<typeof courseFiltersSchema>;

export function parseCourseFilters(params: URLSearchParams): CourseFilterValues {
  return courseFiltersSchema.parse(Object.fromEntries(params));
}
