import type { Kysely } from "kysely";
import type { EnrollmentStatus } from "~/lib/enrollment-status";
import type { Database } from "../platform/db/schema";

// The enrolment statuses follow their class group (docs/classes.md "Status sync"): upcoming
// before its first session, subscribed from the first session's start, completed once the
// last session has ended or the group is completed. An admin may still set a status by hand:
// the job only changes an enrolment last changed before the moment its group reached the
// state it calls for, so a later hand-made change stands.

interface GroupTimes {
  id: string;
  status: string;
  updatedAt: string;
  firstStart: string | null;
  lastEnd: string | null;
}

/** The status a placement's group calls for now, and since when. */
export function expectedStatus(
  group: GroupTimes,
  placedAt: string,
  now: string,
): { status: EnrollmentStatus; since: string } | null {
  if (group.status === "cancelled" || group.status === "draft") return null;
  if (group.status === "completed") return { status: "completed", since: group.updatedAt };
  if (group.lastEnd && group.lastEnd <= now) return { status: "completed", since: group.lastEnd };
  if (group.firstStart && group.firstStart <= now) {
    return {
      status: "subscribed",
      since: group.firstStart > placedAt ? group.firstStart : placedAt,
    };
  }
  return { status: "upcoming", since: placedAt };
}

/** Brings every placed enrolment's status in line with its group; returns how many changed. */
export async function syncEnrollmentStatuses(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const groups = await db
    .selectFrom("cohort as c")
    .select((eb) => [
      "c.id",
      "c.status",
      "c.updatedAt",
      eb
        .selectFrom("classSession as s")
        .select((x) => x.fn.min("s.startsAt").as("v"))
        .whereRef("s.cohortId", "=", "c.id")
        .where("s.status", "!=", "cancelled")
        .as("firstStart"),
      eb
        .selectFrom("classSession as s")
        .select((x) => x.fn.max("s.endsAt").as("v"))
        .whereRef("s.cohortId", "=", "c.id")
        .where("s.status", "!=", "cancelled")
        .as("lastEnd"),
    ])
    .where("c.status", "in", ["open", "running", "completed"])
    .execute();
  const byId = new Map(groups.map((g) => [g.id, g as GroupTimes]));
  if (byId.size === 0) return 0;
  const members = await db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .select(["m.cohortId", "m.placedAt", "e.id", "e.status", "e.updatedAt"])
    .where("m.status", "in", ["active", "paused"])
    .where("c.status", "in", ["open", "running", "completed"])
    .where("e.status", "!=", "cancelled")
    .execute();
  const changes = new Map<EnrollmentStatus, string[]>();
  for (const m of members) {
    const group = byId.get(m.cohortId);
    const want = group && expectedStatus(group, m.placedAt, at);
    if (!want || want.status === m.status || m.updatedAt > want.since) continue;
    changes.set(want.status, [...(changes.get(want.status) ?? []), m.id]);
  }
  let changed = 0;
  for (const [status, ids] of changes) {
    for (let i = 0; i < ids.length; i += 500) {
      const r = await db
        .updateTable("enrollment")
        .set((eb) => ({ status, updatedAt: at, version: eb("version", "+", 1) }))
        .where("id", "in", ids.slice(i, i + 500))
        .where("status", "!=", "cancelled")
        .executeTakeFirst();
      changed += Number(r.numUpdatedRows);
    }
  }
  return changed;
}
