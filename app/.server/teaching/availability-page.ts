import type { Kysely } from "kysely";
import { formatDateTime } from "~/lib/admin/time";
import { clockText, WEEKDAY_LABEL, WEEKDAYS } from "~/lib/schemas/teaching";
import { listTimeZones } from "~/lib/time-slots";
import type { Database } from "../platform/db/schema";
import { availabilityWindows, teacherZone, upcomingTimeOff } from "./queries";

// What /teach/availability shows (docs/classes.md "Teacher area"): the teacher's clock, their
// windows by weekday from Monday, and their time off worded on their clock. Worded here, on
// the server, so the page hydrates the characters it was sent.

export async function availabilityPage(
  db: Kysely<Database>,
  teacherId: string,
  fallbackZone: string,
  now = new Date(),
) {
  const [{ zone, saved }, windows, timeOff] = await Promise.all([
    teacherZone(db, teacherId, fallbackZone),
    availabilityWindows(db, teacherId),
    upcomingTimeOff(db, teacherId, now),
  ]);
  return {
    zone,
    zoneSaved: saved,
    zones: listTimeZones(),
    days: WEEKDAYS.map((weekday) => ({
      weekday,
      label: WEEKDAY_LABEL[weekday],
      windows: windows
        .filter((w) => w.weekday === weekday)
        .map((w) => ({ id: w.id, text: `${clockText(w.startMinute)}–${clockText(w.endMinute)}` })),
    })),
    timeOff: timeOff.map((t) => ({
      id: t.id,
      from: { iso: t.startsAt, text: formatDateTime(t.startsAt, zone) },
      to: { iso: t.endsAt, text: formatDateTime(t.endsAt, zone) },
      reason: t.reason,
    })),
  };
}
