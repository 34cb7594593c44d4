import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import type { Kysely } from "kysely";
import { classCalendar } from "./calendar";
import {
  feedOwner,
  learnerFeedSessions,
  teacherFeedDemos,
  teacherFeedSessions,
} from "./queries-feeds";

/**
 * The .ics of a private feed URL, or null for an unknown or revoked token (the route answers
 * 404). Teachers (and admins who teach) get the sessions they teach and the demos they run as
 * well as any they take as learners.
 */
export async function feedCalendar(
  db: Kysely<Database>,
  config: AppConfig,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const owner = await feedOwner(db, token);
  if (!owner) return null;
  const teaches = owner.role === "teacher" || owner.role === "admin";
  const [learning, teaching, demos] = await Promise.all([
    learnerFeedSessions(db, owner.id, now),
    teaches ? teacherFeedSessions(db, owner.id, now) : Promise.resolve([]),
    teaches ? teacherFeedDemos(db, config.authSecret, owner.id, now) : Promise.resolve([]),
  ]);
  // A session someone both takes and teaches is one event.
  const sessions = [...new Map([...learning, ...teaching].map((s) => [s.id, s])).values()].sort(
    (a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0),
  );
  return classCalendar(config, sessions, { demos, name: `${config.site.name} classes` });
}
