import { isCalendarTime, LOCAL_TIME } from "~/lib/zoned-time";
import { isValidTimeZone } from "~/lib/time-slots";
import { z } from "./zod";

// The forms of the class pages (/admin/classes…, docs/classes.md "Admin pages"), shared by the
// pages and the server. The server adds the hidden `version` of the row each form was loaded
// with (app/.server/kit/version-field.ts). These check what a person can mistype and say so
// beside the field; the services in app/.server/classes/ check the rules again (lifecycle,
// capacity, conflicts) inside their audited writes.

export const MAX_SERIES_CLASSES = 730;
const ID = /^[\w-]{1,100}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
/** The form lists the weekdays from Monday (weeks start on Monday, app/lib/admin/weeks.ts). */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function realDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const date = (message: string) =>
  z.string(message).trim().regex(DATE, message).refine(realDate, message);

/** A person picked from a list, or "" for none. */
const optionalId = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((v) => v === "" || ID.test(v), message)
    .transform((v) => (v === "" ? null : v));

/** A meeting link: empty for none (the group's default), else an https:// address. */
const optionalLink = z
  .string("Enter the meeting link as a full address starting with https://")
  .trim()
  .max(500, "The meeting link must be at most 500 characters.")
  .refine(
    (v) => v === "" || (/^https:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v)),
    "Enter the meeting link as a full address starting with https://",
  )
  .transform((v) => (v === "" ? null : v));

const minutes = z.coerce
  .number("Enter the length in minutes.")
  .int("Enter the length as a whole number of minutes.")
  .min(5, "A class lasts at least 5 minutes.")
  .max(480, "A class lasts at most 8 hours (480 minutes).");

/** A ticked checkbox sends "on"; anything else is "not ticked". */
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** The assistant teachers' checkboxes are named `assistant_<user id>`. */
export const ASSISTANT_PREFIX = "assistant_";

export function assistantIdsOf(values: Record<string, string>): string[] {
  return Object.keys(values)
    .filter((k) => k.startsWith(ASSISTANT_PREFIX) && values[k] === "on")
    .map((k) => k.slice(ASSISTANT_PREFIX.length))
    .filter((id) => ID.test(id))
    .slice(0, 20);
}

const cohortFields = {
  name: z
    .string("Give the class group a name.")
    .trim()
    .min(2, "Give the class group a name of at least 2 characters.")
    .max(120, "The name must be at most 120 characters."),
  anchorZone: z
    .string("Choose the group's time zone.")
    .refine(isValidTimeZone, "Choose the group's time zone from the list."),
  capacity: z.coerce
    .number("Enter the number of seats.")
    .int("Enter the seats as a whole number.")
    .min(1, "A group has at least 1 seat.")
    .max(500, "A group has at most 500 seats."),
  startDate: date("Choose the group's start date."),
  leadTeacherId: optionalId("Choose the lead teacher from the list."),
  defaultMeetingUrl: optionalLink,
};

/** Editing a class group: everything but its course. */
export const cohortEditSchema = z.object(cohortFields);

/** Creating one: the course too. */
export const cohortCreateSchema = z.object({
  ...cohortFields,
  courseId: z.string("Choose the course.").trim().regex(ID, "Choose the course from the list."),
});

export const COHORT_TARGETS = ["draft", "open", "running", "completed", "cancelled"] as const;

export const cohortStatusSchema = z
  .object({
    status: z.enum(COHORT_TARGETS, "Choose what the group becomes."),
    reason: z.string().trim().max(500, "The reason must be at most 500 characters.").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "cancelled" && (v.reason ?? "").length < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Give the members a reason for the cancellation (3 to 500 characters).",
      });
    }
  });

export const placeSchema = z.object({
  enrollmentId: z
    .string("Choose the enrolment to place.")
    .trim()
    .regex(ID, "Choose the enrolment to place."),
});

export const memberSchema = z.object({
  memberId: z.string("This form is out of date. Reload the page.").regex(ID, "Reload the page."),
});

export const moveSchema = memberSchema.extend({
  toCohortId: z
    .string("Choose the group to move to.")
    .trim()
    .regex(ID, "Choose the group to move to."),
});

/** The fields of a weekly rule, as the series forms send them (day0 … day6 checkboxes). */
const ruleFields = {
  day0: checkbox,
  day1: checkbox,
  day2: checkbox,
  day3: checkbox,
  day4: checkbox,
  day5: checkbox,
  day6: checkbox,
  localStart: z
    .string("Enter the start time.")
    .trim()
    .regex(HHMM, "Enter the start time as HH:MM (24-hour)."),
  durationMinutes: minutes,
  ends: z.enum(["count", "until"], "Choose how the series ends."),
  count: z.string().trim().max(10).optional(),
  untilDate: z.string().trim().max(10).optional(),
  teacherId: optionalId("Choose the teacher from the list."),
  meetingUrl: optionalLink,
  override: checkbox,
};

interface RuleValues {
  day0: boolean;
  day1: boolean;
  day2: boolean;
  day3: boolean;
  day4: boolean;
  day5: boolean;
  day6: boolean;
  localStart: string;
  durationMinutes: number;
  ends: "count" | "until";
  count?: string;
  untilDate?: string;
}

/** The weekdays, end and count of a rule's fields; a problem is added beside its field. */
function ruleOf(v: RuleValues, ctx: z.RefinementCtx, fromDate: string | null) {
  const flags = [v.day0, v.day1, v.day2, v.day3, v.day4, v.day5, v.day6];
  const weekdays = flags.flatMap((on, day) => (on ? [day] : []));
  if (weekdays.length === 0) {
    ctx.addIssue({ code: "custom", path: ["weekdays"], message: "Choose at least one weekday." });
  }
  let count: number | null = null;
  let untilDate: string | null = null;
  if (v.ends === "count") {
    const n = Number(v.count ?? "");
    if (!/^\d+$/.test(v.count ?? "") || n < 1 || n > MAX_SERIES_CLASSES) {
      ctx.addIssue({
        code: "custom",
        path: ["count"],
        message: `Give the number of classes, from 1 to ${MAX_SERIES_CLASSES}.`,
      });
    } else count = n;
  } else if (!realDate(v.untilDate ?? "")) {
    ctx.addIssue({ code: "custom", path: ["untilDate"], message: "Choose the last date." });
  } else if (fromDate && (v.untilDate ?? "") < fromDate) {
    ctx.addIssue({
      code: "custom",
      path: ["untilDate"],
      message: "The last date cannot be before the first.",
    });
  } else untilDate = v.untilDate ?? null;
  return {
    weekdays,
    localStart: v.localStart.slice(0, 5),
    durationMinutes: v.durationMinutes,
    count,
    untilDate,
  };
}

/** A new series: the rule from a first date, its teacher and link, and the override. */
export const seriesCreateSchema = z
  .object({ ...ruleFields, fromDate: date("Choose the first date.") })
  .transform((v, ctx) => ({
    rule: { ...ruleOf(v, ctx, v.fromDate), fromDate: v.fromDate },
    teacherId: v.teacherId,
    meetingUrl: v.meetingUrl,
    override: v.override,
  }));

export const EDIT_SCOPES = ["all-future-unedited", "this-and-following"] as const;

/** A series edit: how far it reaches (from which class, for "this and following"). */
export const seriesEditSchema = z
  .object({
    ...ruleFields,
    seriesId: z.string("Reload the page.").regex(ID, "Reload the page."),
    scope: z.enum(EDIT_SCOPES, "Choose which classes change."),
    fromSessionId: z.string().trim().max(100).optional(),
  })
  .transform((v, ctx) => {
    if (v.scope === "this-and-following" && !ID.test(v.fromSessionId ?? "")) {
      ctx.addIssue({
        code: "custom",
        path: ["fromSessionId"],
        message: "Choose the first class that changes.",
      });
    }
    return {
      seriesId: v.seriesId,
      scope: v.scope,
      fromSessionId: v.fromSessionId || undefined,
      // The first date stays the series' own (or the chosen class's, for a split).
      rule: { ...ruleOf(v, ctx, null), fromDate: "" },
      teacherId: v.teacherId,
      meetingUrl: v.meetingUrl,
      override: v.override,
    };
  });

/** One class moved or changed: its new start on the group's anchor clock. */
export const sessionEditSchema = z.object({
  sessionId: z.string("Reload the page.").regex(ID, "Reload the page."),
  localStart: z
    .string("Choose the date and time of the class.")
    .trim()
    .regex(LOCAL_TIME, "Choose the date and time of the class.")
    .refine(isCalendarTime, "Choose a real date and time for the class."),
  durationMinutes: minutes,
  teacherId: optionalId("Choose the teacher from the list."),
  meetingUrl: optionalLink,
  override: checkbox,
});

export const sessionCancelSchema = z.object({
  sessionId: z.string("Reload the page.").regex(ID, "Reload the page."),
  reason: z
    .string("Give a reason for the cancellation.")
    .trim()
    .min(3, "Give a reason for the cancellation (3 to 500 characters).")
    .max(500, "The reason must be at most 500 characters."),
});
