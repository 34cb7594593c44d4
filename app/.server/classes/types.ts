import type { CohortMemberStatus, CohortStatus } from "../platform/db/schema";
import type { SessionUser } from "../platform/session";
import type { SeriesRule } from "./occurrences";

// The words of classes (docs/classes.md) as the services take and give them.

export type Actor = Pick<SessionUser, "id" | "email">;

/** The lifecycle of a class group: draft → open → running → completed; cancelled from any but completed. */
export const COHORT_TRANSITIONS: Record<CohortStatus, readonly CohortStatus[]> = {
  draft: ["open", "cancelled"],
  open: ["draft", "running", "cancelled"],
  running: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export const COHORT_STATUS_LABEL: Record<CohortStatus, string> = {
  draft: "Draft",
  open: "Open",
  running: "Running",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Placements that hold a seat. */
export const OPEN_MEMBER_STATUSES: readonly CohortMemberStatus[] = ["active", "paused"];

export const MAX_CAPACITY = 500;

export interface CohortInput {
  courseId: string;
  name: string;
  anchorZone: string;
  capacity: number;
  /** yyyy-mm-dd in the anchor zone. */
  startDate: string;
  defaultMeetingUrl: string | null;
  leadTeacherId: string | null;
  assistantTeacherIds: string[];
}

/** How far a series edit reaches (docs/classes.md "Editing"). */
export type EditScope = "all-future-unedited" | "this-and-following";

export interface SeriesInput {
  cohortId: string;
  rule: SeriesRule;
  /** The series' teacher; the class group's lead when null. */
  teacherId: string | null;
  /** The sessions' link; the class group's default when null. */
  meetingUrl: string | null;
}

/** A series edit: the rule and its teacher and link as they are to be from now on. */
export interface SeriesChange {
  rule: SeriesRule;
  teacherId: string | null;
  meetingUrl: string | null;
}

/** The admin who acts: who, on which clock their messages name times, and whether they override conflicts. */
export interface AdminContext {
  actor: Actor;
  /** The admin's zone: conflict refusals name times on this clock. */
  zone: string;
  /** An explicit override of teacher conflicts (audited). */
  override?: boolean;
  /** "Now" for the past-never-moves rule; the real clock unless a test sets it. */
  now?: Date;
}
