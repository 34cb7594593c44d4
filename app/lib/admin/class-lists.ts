import { z } from "zod";
import { choice, listQuery, MAX_PAGE, searchText } from "./list-query";

// The class lists' URLs (docs/classes.md "Lists"): filters, search, sort and page live in the
// address, as every admin list's do (docs/admin.md "Who and how"); the CSV export reads the
// same schema, so it downloads the current filter.

export const COHORT_STATUSES = ["draft", "open", "running", "completed", "cancelled"] as const;
export const SESSION_STATUSES = ["scheduled", "held", "cancelled"] as const;

/** An id or slug as the app makes them, or "" when absent or odd. */
const idParam = z
  .string()
  .regex(/^[\w-]{1,100}$/)
  .catch("");

/** A week's first day (yyyy-mm-dd, any weekday) or "" for this week. */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)))
  .catch("");

export const cohortListQuery = listQuery({
  sorts: ["start", "name", "seats"],
  sort: "start",
  dir: "desc",
  filters: {
    status: choice(COHORT_STATUSES),
    course: idParam,
    teacher: idParam,
  },
});
export type CohortListQuery = z.infer<typeof cohortListQuery>;

/** The sessions export and the timetable: a week (or, for the CSV, everything) by filter. */
export const sessionFilterQuery = z.object({
  week: dayParam,
  /** A class group's name, in part. */
  q: searchText,
  course: idParam,
  teacher: idParam,
  cohort: idParam,
  status: choice(SESSION_STATUSES),
});
export type SessionFilterQuery = z.infer<typeof sessionFilterQuery>;

/**
 * The timetable's URL: the week's filters, and `day` (yyyy-mm-dd) for one day's own view with
 * its `page` (decision 0044). The CSV reads only the filters.
 */
export const timetableQuery = sessionFilterQuery.extend({
  day: dayParam,
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});
export type TimetableQuery = z.infer<typeof timetableQuery>;

/** The at-risk list (docs/classes.md "Follow-up and what the school sees"). */
export const atRiskQuery = listQuery({
  sorts: ["last", "absences", "since"],
  sort: "last",
  dir: "desc",
  filters: {
    course: idParam,
    cohort: idParam,
  },
});
export type AtRiskQuery = z.infer<typeof atRiskQuery>;

/** The classes not marked (the same page's filters and the CSV's). */
export const unmarkedQuery = z.object({
  /** A class group's name, in part. */
  q: searchText,
  course: idParam,
  teacher: idParam,
  page: z.coerce.number().int().min(1).max(4_000).catch(1),
});
export type UnmarkedQuery = z.infer<typeof unmarkedQuery>;
