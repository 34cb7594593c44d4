import { z } from "zod";
import { ACCOUNT_TYPE_LABEL, ACCOUNT_TYPES } from "~/lib/schemas/admin-users";
import { choice, dateFilter, listQuery } from "./list-query";
import { nextDay } from "./log-queries";
import { startOfDayIn } from "./time";

// The demo bookings list's URL (docs/admin.md §2). The page and its CSV
// export read the same schema, so "download the current filter" is the list's search string
// on export.csv. `from`/`to` are days in the admin's zone on the demo's own time (the
// confirmed start, or the requested one until it is confirmed).

export const BOOKING_STATUSES = [
  "requested",
  "confirmed",
  "completed",
  "no-show",
  "cancelled",
] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABEL: Record<BookingStatusValue, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

/**
 * The status filter's value for bookings whose booker asked for another time and got no answer
 * yet (requested or confirmed: confirm, reschedule and cancel clear the request).
 */
export const CHANGE_REQUESTED = "change-requested";
const STATUS_FILTERS = [...BOOKING_STATUSES, CHANGE_REQUESTED] as const;

/** The assignee filter's value for "nobody runs it yet". */
export const UNASSIGNED = "none";

/** A course slug or a user id as the app makes them, or "" when absent or odd. */
const slugParam = z
  .string()
  .regex(/^[\w-]{1,100}$/)
  .catch("");

export const bookingListQuery = listQuery({
  sorts: ["booked", "demo", "name"],
  sort: "booked",
  dir: "desc",
  filters: {
    status: choice(STATUS_FILTERS),
    audience: choice(ACCOUNT_TYPES),
    course: slugParam,
    assignee: slugParam,
    from: dateFilter,
    to: dateFilter,
  },
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** The list's filter in the database's terms (the days become instants in the admin's zone). */
export interface BookingFilter {
  status: BookingStatusValue | typeof CHANGE_REQUESTED | "";
  audience: BookingListQuery["audience"];
  course: string;
  /** An admin's id, UNASSIGNED, or "". */
  assignee: string;
  q: string;
  /** ISO instants: the demo starts at or after `from` and before `until`, or "". */
  from: string;
  until: string;
}

export function bookingFilterOf(query: BookingListQuery, zone: string): BookingFilter {
  return {
    status: query.status,
    audience: query.audience,
    course: query.course,
    assignee: query.assignee,
    q: query.q,
    from: query.from ? startOfDayIn(query.from, zone).toISOString() : "",
    until: query.to ? startOfDayIn(nextDay(query.to), zone).toISOString() : "",
  };
}

export const BOOKING_STATUS_FILTERS = [
  ...BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABEL[value] })),
  { value: CHANGE_REQUESTED, label: "Change requested" },
];

export const AUDIENCE_FILTERS = ACCOUNT_TYPES.map((value) => ({
  value,
  label: ACCOUNT_TYPE_LABEL[value],
}));
