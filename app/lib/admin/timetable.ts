import { formatCount } from "./format";
import { listHref } from "./list-query";

// The timetable's words and links (app/routes/admin/timetable/week.tsx, decision 0044): a week
// lists each day's first classes and says what it leaves out; a day's own view lists them all.

/** "12 more classes, 3 of them conflicts": the week's note under a day it does not list whole. */
export function moreText(hidden: number, conflicts: number): string {
  const more = `${formatCount(hidden)} more ${hidden === 1 ? "class" : "classes"}`;
  if (conflicts === 0) return more;
  return `${more}, ${formatCount(conflicts)} of them ${conflicts === 1 ? "a conflict" : "conflicts"}`;
}

/**
 * The address of one day's view from the timetable's current one: its filters (teacher,
 * course, search) kept, the week dropped (the day names it), from the first page.
 */
export function dayHref(search: string, day: string): string {
  return listHref(search, { day, week: null, page: null });
}

/** The address of the week that holds `day`, filters kept, without a day view. */
export function weekHref(search: string, day: string): string {
  return listHref(search, { week: day, day: null, page: null });
}
