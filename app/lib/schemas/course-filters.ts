import { z } from "./zod";
import { AUDIENCES, COURSE_CATEGORIES, COURSE_LEVELS } from "../content-types";

/** The catalogue's URL query. Unknown values are dropped rather than failing the page. */
export const courseFiltersSchema = z.object({
  category: z.enum(COURSE_CATEGORIES).optional().catch(undefined),
  level: z.enum(COURSE_LEVELS).optional().catch(undefined),
  audience: z.enum(AUDIENCES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
});

export type CourseFilterValues = z.infer<typeof courseFiltersSchema>;

export function parseCourseFilters(params: URLSearchParams): CourseFilterValues {
  return courseFiltersSchema.parse(Object.fromEntries(params));
}
