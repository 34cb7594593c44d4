import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import { knownZone } from "~/lib/admin/time";
import type { Database, ReminderKind } from "../platform/db/schema";
import { walkedColumn } from "../kit/sort-index";
import { startBackgroundLoop } from "../platform/background-loop";
import { maskedErrorMessage } from "../platform/log";
import type { AppServices } from "../platform/types";
import { queueClassReminder } from "./mails";
import { classRemindersOffHeaders, classRemindersOffUrl } from "./writes-reminders";

// Class reminders (docs/classes.md "Reminders", decision 0036): 24 hours and 1 hour before
// each scheduled session, to each open member and to the session's teacher.
//
// Nothing is scheduled ahead: each pass reads the sessions starting within the next 24 hours
// as they are now. A moved session is found at its new start only (no reminder at the old
// time), a cancelled one not at all, and the 24 hours are UTC hours, so across a clock change
// the reminder still comes 24 real hours before. The claim is the row: a classReminder is
// inserted (unique per session, person, kind and start) in the same transaction that queues
// the mail, so of several processes exactly one inserts it and only that one's mail commits;
// the booking reminders' claim (app/.server/bookings/jobs.ts) gives the same at-most-once.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How many reminders one pass looks at; the next pass goes on. */
const PASS_LIMIT = 500;

export interface ClassReminderCounts {
  sent: number;
  /** Already sent by another process (its row was there when this one tried to claim). */
  taken: number;
}

interface Due {
  sessionId: string;
  startsAt: string;
  cohortName: string;
  courseTitle: string;
  anchorZone: string;
  userId: string;
  email: string;
  name: string;
  timeZone: string | null;
  teacher: boolean;
  learners: string[];
}

/**
 * The reminders due at `now` and not yet sent, one per session and person: the 1 h ones of
 * the sessions starting within the hour, the 24 h ones of those starting later within the day.
 * What was already sent is left out in the query itself, so a pass is never filled with them.
 */
export async function dueReminders(
  db: Kysely<Database>,
  now: Date,
  limit = PASS_LIMIT,
): Promise<(Due & { kind: ReminderKind })[]> {
  const windows: [ReminderKind, number, number][] = [
    ["1h", 0, HOUR_MS],
    ["24h", HOUR_MS, DAY_MS],
  ];
  const out: (Due & { kind: ReminderKind })[] = [];
  for (const [kind, fromMs, toMs] of windows) {
    const from = new Date(now.getTime() + fromMs).toISOString();
    const to = new Date(now.getTime() + toMs).toISOString();
    // SQLite: the class group's status is written `+status`, so its index is not a way in:
    // otherwise the planner started from every open group's members and looked each one's
    // sessions up, 0.6–2.2 s at the volume of docs/classes.md with the server's one thread
    // blocked meanwhile, once a minute; from the day's sessions (their startsAt index) it is
    // 20–40 ms (docs/performance.md §10.3).
    const cohortStatus = walkedColumn<string>(db, "c.status");
    const sessions = db
      .selectFrom("classSession as s")
      .innerJoin("cohort as c", "c.id", "s.cohortId")
      .innerJoin("course as k", "k.id", "c.courseId")
      .where("s.status", "=", "scheduled")
      .where(cohortStatus, "in", ["open", "running"])
      .where("s.startsAt", ">", from)
      .where("s.startsAt", "<=", to);
    const base = [
      "s.id as sessionId",
      "s.startsAt",
      "c.name as cohortName",
      "k.title as courseTitle",
      "c.anchorZone",
      "u.id as userId",
      "u.email",
      "u.name",
      "u.timeZone",
    ] as const;
    const members = await sessions
      .innerJoin("cohortMember as m", "m.cohortId", "c.id")
      .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
      .innerJoin("user as u", "u.id", "e.userId")
      // A paused member keeps the seat but is not coming for now: no reminders until resumed.
      .where("m.status", "=", "active")
      .where("u.classRemindersOff", "=", 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("classReminder as r")
              .select("r.id")
              .whereRef("r.sessionId", "=", "s.id")
              .whereRef("r.userId", "=", "u.id")
              .whereRef("r.startsAt", "=", "s.startsAt")
              .where("r.kind", "=", kind),
          ),
        ),
      )
      .select([...base, "e.learnerName"])
      .orderBy("s.startsAt")
      .orderBy("s.id")
      .limit(limit)
      .execute();
    const teachers = await sessions
      .innerJoin("user as u", "u.id", "s.teacherId")
      .where("u.classRemindersOff", "=", 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("classReminder as r")
              .select("r.id")
              .whereRef("r.sessionId", "=", "s.id")
              .whereRef("r.userId", "=", "u.id")
              .whereRef("r.startsAt", "=", "s.startsAt")
              .where("r.kind", "=", kind),
          ),
        ),
      )
      .select(base)
      .orderBy("s.startsAt")
      .limit(limit)
      .execute();
    const byKey = new Map<string, Due & { kind: ReminderKind }>();
    const rows = [
      ...teachers.map((t) => ({ ...t, learnerName: null, teacher: true })),
      ...members.map((m) => ({ ...m, teacher: false })),
    ];
    for (const row of rows) {
      const key = `${row.sessionId}|${row.userId}`;
      const d = byKey.get(key) ?? {
        kind,
        sessionId: row.sessionId,
        startsAt: row.startsAt,
        cohortName: row.cohortName,
        courseTitle: row.courseTitle,
        anchorZone: row.anchorZone,
        userId: row.userId,
        email: row.email,
        name: row.name,
        timeZone: row.timeZone ?? null,
        teacher: row.teacher,
        learners: [],
      };
      // A parent's enrolment names the child; the account holder's own names themself.
      if (!row.teacher) {
        const learner = row.learnerName?.trim() || row.name || row.email;
        if (!d.learners.includes(learner)) d.learners.push(learner);
      }
      byKey.set(key, d);
    }
    out.push(...byKey.values());
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}

/**
 * Sends the class reminders due at `now` (default: the clock), each in its own transaction:
 * the claim (INSERT … ON CONFLICT DO NOTHING of its row) first, then the mail, committed
 * together. A process that dies in between leaves neither; another process inserting the same
 * row waits for this one's commit (PostgreSQL) or the write lock (SQLite) and then inserts
 * nothing, so it sends nothing.
 */
export async function sendDueClassReminders(
  services: Pick<AppServices, "db" | "config" | "log">,
  options: { now?: Date; workerId?: string; signal?: AbortSignal; limit?: number } = {},
): Promise<ClassReminderCounts> {
  const { db, config, log } = services;
  const now = options.now ?? new Date();
  const workerId = options.workerId ?? defaultWorkerId();
  const counts: ClassReminderCounts = { sent: 0, taken: 0 };
  for (const d of await dueReminders(db, now, options.limit)) {
    if (options.signal?.aborted) break;
    try {
      const sent = await db.transaction().execute(async (trx) => {
        const id = randomUUID();
        const claimed = await trx
          .insertInto("classReminder")
          .values({
            id,
            sessionId: d.sessionId,
            userId: d.userId,
            kind: d.kind,
            startsAt: d.startsAt,
            sentAt: now.toISOString(),
            sentBy: workerId,
            mailId: null,
          })
          // Any conflict: the unique (session, person, kind, start) of migration 32.
          .onConflict((oc) => oc.doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!claimed) return false;
        const mailId = await queueClassReminder(
          trx,
          config,
          {
            email: d.email,
            name: d.name || d.email,
            zone: d.timeZone ? knownZone(d.timeZone) : d.anchorZone,
          },
          {
            kind: d.kind,
            sessionId: d.sessionId,
            startsAt: d.startsAt,
            cohortName: d.cohortName,
            courseTitle: d.courseTitle,
            role: d.teacher ? { teacher: true } : { teacher: false, learners: d.learners },
            offUrl: classRemindersOffUrl(config, d.userId),
            offHeaders: classRemindersOffHeaders(config, d.userId),
          },
        );
        await trx.updateTable("classReminder").set({ mailId }).where("id", "=", id).execute();
        return true;
      });
      counts[sent ? "sent" : "taken"]++;
    } catch (error) {
      // Left unsent and unclaimed: the next pass retries it while it is still due.
      log.error(
        { sessionId: d.sessionId, error: maskedErrorMessage(error) },
        "class reminder not sent; will retry",
      );
    }
  }
  return counts;
}

function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export interface ClassReminderWorker {
  runOnce(now?: Date): Promise<ClassReminderCounts>;
  stop(): Promise<void>;
}

/** Runs beside the booking reminders (app/.server/services.ts), a pass a minute. */
export function startClassReminderWorker(
  services: Pick<AppServices, "db" | "config" | "log" | "mail">,
  options: { intervalMs?: number } = {},
): ClassReminderWorker {
  const workerId = defaultWorkerId();
  const loop = startBackgroundLoop<ClassReminderCounts, Date>({
    pass: async (signal, now) => {
      const counts = await sendDueClassReminders(services, { now, workerId, signal });
      if (counts.sent > 0) {
        services.mail?.kick();
        services.log.info(counts, "class reminders sent");
      }
      return counts;
    },
    failed: { sent: 0, taken: 0 },
    log: services.log,
    failMessage: "class reminder pass failed",
    errorText: maskedErrorMessage,
    intervalMs: options.intervalMs ?? 60_000,
    firstDelayMs: Math.min(5_000, options.intervalMs ?? 5_000),
    overlap: "queue",
  });
  return { runOnce: (now) => loop.run(now), stop: async () => void (await loop.stop()) };
}
