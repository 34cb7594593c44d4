import { formatDateTime, localInputValue } from "~/lib/admin/time";

// A teacher's conflicts (docs/classes.md "Conflicts"): another session or a demo they run at
// the same time, a session outside their weekly availability (read on the teacher's own
// clock), or inside their time off. Each names the conflicting item and its time on the
// admin's clock, so the admin can act on it. Pure: the data comes from queries-conflicts.ts.

export interface Slot {
  startsAt: string;
  endsAt: string;
}

export interface BusyItem extends Slot {
  kind: "session" | "demo";
  id: string;
  /** "Primary Computing · Sat 10:00" or "Demo: Maths for Asha". */
  label: string;
}

export interface AvailabilityWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface TeacherCalendar {
  name: string;
  /** The teacher's clock for availability. */
  zone: string;
  busy: BusyItem[];
  availability: AvailabilityWindow[];
  timeOff: (Slot & { reason: string | null })[];
}

export type ConflictKind = "overlap" | "demo" | "outside-availability" | "time-off";

export interface Conflict {
  kind: ConflictKind;
  /** The proposed session's start (ISO UTC). */
  startsAt: string;
  message: string;
}

function overlaps(a: Slot, b: Slot): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

function minuteOfDay(local: string): number {
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}

/**
 * Whether a slot lies inside one of the weekly windows on the teacher's clock. A teacher who
 * has declared no windows at all is not checked (availability not given yet).
 */
function withinAvailability(slot: Slot, zone: string, windows: AvailabilityWindow[]): boolean {
  if (windows.length === 0) return true;
  const start = localInputValue(slot.startsAt, zone);
  // The end minute is exclusive: a class ending at 18:00 fits a window ending at 18:00.
  const end = localInputValue(new Date(Date.parse(slot.endsAt) - 60_000), zone);
  if (start.slice(0, 10) !== end.slice(0, 10)) return false;
  const weekday = new Date(`${start.slice(0, 10)}T00:00:00Z`).getUTCDay();
  const from = minuteOfDay(start);
  const to = minuteOfDay(end) + 1;
  return windows.some((w) => w.weekday === weekday && w.startMinute <= from && to <= w.endMinute);
}

/** Every conflict of the proposed slots with the teacher's calendar, in order of the slots. */
export function teacherConflicts(
  slots: readonly Slot[],
  teacher: TeacherCalendar,
  adminZone: string,
): Conflict[] {
  const when = (s: Slot) => `${formatDateTime(s.startsAt, adminZone)}`;
  const out: Conflict[] = [];
  for (const slot of slots) {
    for (const item of teacher.busy) {
      if (!overlaps(slot, item)) continue;
      out.push({
        kind: item.kind === "demo" ? "demo" : "overlap",
        startsAt: slot.startsAt,
        message:
          item.kind === "demo"
            ? `${teacher.name} runs ${item.label} at ${when(item)}, which overlaps the class at ${when(slot)}.`
            : `${teacher.name} already teaches ${item.label} at ${when(item)}, which overlaps the class at ${when(slot)}.`,
      });
    }
    for (const off of teacher.timeOff) {
      if (!overlaps(slot, off)) continue;
      out.push({
        kind: "time-off",
        startsAt: slot.startsAt,
        message: `${teacher.name} is on time off from ${when(off)} to ${formatDateTime(off.endsAt, adminZone)}${off.reason ? ` (${off.reason})` : ""}; the class at ${when(slot)} falls in it.`,
      });
    }
    if (!withinAvailability(slot, teacher.zone, teacher.availability)) {
      out.push({
        kind: "outside-availability",
        startsAt: slot.startsAt,
        message: `The class at ${when(slot)} is outside ${teacher.name}'s availability (${localInputValue(slot.startsAt, teacher.zone).replace("T", " ")} on their clock, ${teacher.zone}).`,
      });
    }
  }
  return out;
}

/** The refusal's words: the first few conflicts, and how many more. */
export function conflictSummary(conflicts: readonly Conflict[], shown = 3): string {
  const head = conflicts.slice(0, shown).map((c) => c.message);
  const more = conflicts.length - head.length;
  return [
    ...head,
    ...(more > 0 ? [`…and ${more} more conflict${more === 1 ? "" : "s"}.`] : []),
    "Change the time or teacher, or override the conflicts explicitly.",
  ].join(" ");
}
