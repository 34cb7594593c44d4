import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { UserListQuery } from "~/lib/admin/user-list";
import type { EnrollmentStatus } from "~/lib/enrollment-status";
import { newerThan } from "../kit/keyset";
import { containsText, countListed, weighSearch } from "../kit/search";
import { walkedColumn } from "../kit/sort-index";
import type { AccountType, BookingStatus, Database, Role } from "../platform/db/schema";

// What the admin panel reads about users (docs/admin.md §5, §6): the list, its CSV, and one user's
// page (profile, enrolments, bookings, messages, sessions). The changes are in
// admin-user-changes.ts.

type Db = Kysely<Database>;
type Filter = Pick<UserListQuery, "q" | "role" | "accountType">;

/**
 * Better Auth's times are timestamptz on PostgreSQL (read back as a Date) and ISO-8601 text on
 * SQLite; the panel and the CSV cursor want the ISO text either way.
 */
export function isoTime(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function filtered(
  db: Db,
  { q, role, accountType }: Filter,
  search?: Expression<SqlBool>,
  walk = false,
) {
  // `walk`: a name or e-mail sort's page, read along its own index (walkedColumn, decision 0026).
  const col = (c: string) => (walk ? walkedColumn(db, c) : sql.ref(c));
  let query = db.selectFrom("user");
  if (role) query = query.where(col("role"), "=", role);
  if (accountType) query = query.where(col("accountType"), "=", accountType);
  // On SQLite a search of three or more characters reads the table's trigram index.
  if (q) query = query.where(search ?? containsText(SEARCHED, q, { db, table: "user" }));
  return query;
}

const SEARCHED = ["name", "email"];

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  accountType: AccountType;
  createdAt: string;
}

/**
 * One page of users under the list's filter, and how many match it (counted in SQL; a search
 * no further than COMMON_TEXT + 1, `more` past it: kit/search.ts countListed).
 */
export async function listUsers(
  db: Db,
  query: UserListQuery,
): Promise<{ rows: UserRow[]; total: number; more: boolean }> {
  const dir = query.dir;
  const search = query.q ? await weighSearch(db, SEARCHED, query.q, "user") : undefined;
  // Names and addresses sort as people read them, whatever their case; the id breaks ties so a
  // page never repeats or skips a row. The page's ids come first, from the sort's index alone
  // (it holds the role and account type the list filters on: migration 2026-11-26-26), then
  // only those 25 rows: a deep page never reads the rows it skips.
  const sorted = <Q extends { orderBy: (...args: any[]) => Q }>(q: Q): Q =>
    (query.sort === "joined"
      ? q.orderBy("createdAt", dir)
      : q.orderBy(sql`lower(${sql.ref(query.sort)})`, dir)
    ).orderBy("id", dir);
  const ids = sorted(filtered(db, query, search?.where, query.sort !== "joined").select("id"))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const page = sorted(
    db
      .selectFrom("user")
      .where("id", "in", ids)
      .select(["id", "name", "email", "role", "accountType", "createdAt"]),
  );
  const [rows, count] = await Promise.all([
    page.execute(),
    countListed(
      db,
      filtered(db, query, search?.where),
      search,
      !!(query.role || query.accountType),
    ),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: isoTime(r.createdAt) })), ...count };
}

/** A user as the CSV has them: profile fields only, never a password hash, token or session. */
export interface UserExportRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  role: Role;
  accountType: AccountType;
}

/** One batch of the CSV export: the list's filter, oldest first, after the previous batch. */
export async function userBatch(
  db: Db,
  filter: Filter,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<UserExportRow[]> {
  let batch = filtered(db, filter).select([
    "id",
    "createdAt",
    "name",
    "email",
    "emailVerified",
    "phone",
    "role",
    "accountType",
  ]);
  if (after) {
    batch = batch.where(newerThan(after));
  }
  const rows = await batch.orderBy("createdAt").orderBy("id").limit(limit).execute();
  return rows.map((r) => ({
    ...r,
    createdAt: isoTime(r.createdAt),
    emailVerified: r.emailVerified === true || r.emailVerified === 1,
  }));
}

export interface UserDetail {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  role: Role;
  accountType: AccountType;
  createdAt: string;
  version: number;
}

/** One user's profile with the version an admin's forms carry, or undefined. */
export async function getUserDetail(db: Db, id: string): Promise<UserDetail | undefined> {
  const row = await db
    .selectFrom("user")
    .select([
      "id",
      "name",
      "email",
      "emailVerified",
      "phone",
      "role",
      "accountType",
      "createdAt",
      "version",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    createdAt: isoTime(row.createdAt),
    emailVerified: row.emailVerified === true || row.emailVerified === 1,
  };
}

/** The user an enrolment belongs to: the audit log links enrolments to their learner's page. */
export async function enrollmentOwner(db: Db, enrollmentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("enrollment")
    .select("userId")
    .where("id", "=", enrollmentId)
    .executeTakeFirst();
  return row?.userId;
}

export interface UserEnrollment {
  id: string;
  status: EnrollmentStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
  courseId: string;
  courseTitle: string;
  courseSlug: string;
}

/** Every enrolment of the user, whatever its status, most recently changed first. */
export async function listUserEnrollments(db: Db, userId: string): Promise<UserEnrollment[]> {
  return db
    .selectFrom("enrollment as e")
    .innerJoin("course as c", "c.id", "e.courseId")
    .select([
      "e.id",
      "e.status",
      "e.version",
      "e.createdAt",
      "e.updatedAt",
      "c.id as courseId",
      "c.title as courseTitle",
      "c.slug as courseSlug",
    ])
    .where("e.userId", "=", userId)
    .orderBy("e.updatedAt", "desc")
    .orderBy("e.id")
    .execute();
}

/** Published courses for "Enrol in a course", in the catalogue's order. */
export async function listEnrollableCourses(
  db: Db,
): Promise<{ id: string; title: string; category: string }[]> {
  return db
    .selectFrom("course")
    .select(["id", "title", "category"])
    .where("published", "=", 1)
    .orderBy("category")
    .orderBy("position")
    .orderBy("title")
    .execute();
}

/** How many of a user's bookings and messages the page lists (newest first). */
export const ACTIVITY_LIMIT = 20;

export interface UserBooking {
  id: string;
  status: BookingStatus;
  subject: string;
  requestedStart: string;
  timeZone: string;
  createdAt: string;
  /** The number the booker gave; the user's page shows it when the profile has none. */
  phone: string;
}

/**
 * Demo bookings the user made: signed in (userId) or with their address (emailKey is the
 * lower-cased e-mail). Newest first, at most ACTIVITY_LIMIT, with the full count.
 */
export async function listUserBookings(
  db: Db,
  user: { id: string; email: string },
): Promise<{ rows: UserBooking[]; total: number }> {
  const key = user.email.trim().toLowerCase();
  const mine = () =>
    db
      .selectFrom("demoBooking")
      .where((eb) =>
        key
          ? eb.or([eb("userId", "=", user.id), eb("emailKey", "=", key)])
          : eb("userId", "=", user.id),
      );
  const [rows, count] = await Promise.all([
    mine()
      .select(["id", "status", "subject", "requestedStart", "timeZone", "createdAt", "phone"])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(ACTIVITY_LIMIT)
      .execute(),
    mine()
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface UserMessage {
  id: string;
  status: "new" | "read" | "replied" | "archived";
  excerpt: string;
  createdAt: string;
}

/** Contact messages the user sent, signed in or from their address; as listUserBookings. */
export async function listUserMessages(
  db: Db,
  user: { id: string; email: string },
): Promise<{ rows: UserMessage[]; total: number }> {
  const key = user.email.trim().toLowerCase();
  const mine = () =>
    db
      .selectFrom("contactMessage")
      .where((eb) =>
        key
          ? eb.or([eb("userId", "=", user.id), eb(eb.fn("lower", ["email"]), "=", key)])
          : eb("userId", "=", user.id),
      );
  const [rows, count] = await Promise.all([
    mine()
      .select([
        "id",
        "status",
        "createdAt",
        sql<string>`substr(${sql.ref("message")}, 1, 120)`.as("excerpt"),
      ])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(ACTIVITY_LIMIT)
      .execute(),
    mine()
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface UserSession {
  id: string;
  createdAt: string;
  /** Better Auth moves updatedAt whenever it refreshes the session: the last time it was used. */
  lastActiveAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The session of the browser looking at the page (an admin on their own page). */
  current: boolean;
}

/** The user's sessions that have not expired, most recently active first. Tokens never leave. */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentSessionId?: string,
): Promise<UserSession[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .orderBy("updatedAt", "desc")
    .orderBy("id")
    .execute();
  // Expiry is compared here: the column's type differs per engine and a user has few sessions.
  const now = Date.now();
  return rows
    .filter((r) => new Date(r.expiresAt).getTime() > now)
    .map((r) => ({
      id: r.id,
      createdAt: isoTime(r.createdAt),
      lastActiveAt: isoTime(r.updatedAt),
      expiresAt: isoTime(r.expiresAt),
      ipAddress: r.ipAddress || null,
      userAgent: r.userAgent || null,
      current: r.id === currentSessionId,
    }));
}
