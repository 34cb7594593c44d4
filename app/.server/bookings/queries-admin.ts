import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import {
  CHANGE_REQUESTED,
  UNASSIGNED,
  type BookingFilter,
  type BookingListQuery,
} from "~/lib/admin/booking-list";
import { newerThan } from "../kit/keyset";
import { containsText, countListed, weighSearch, type WeighedSearch } from "../kit/search";
import { walkedColumn } from "../kit/sort-index";
import type { AccountType, BookingStatus, Database, DemoBookingTable } from "../platform/db/schema";

// The demo bookings as the admin panel reads them (docs/admin.md §2): the list under its filters,
// one booking with the people and records it names, its history from
// the audit log, and the choices its forms offer. The changes themselves live in
// app/.server/bookings/writes.ts.

type Db = Kysely<Database>;

/**
 * What the search box searches: the booker's name, e-mail and phone, and the child's name (the
 * search indexes cover these four, migration 2026-11-26-24-booking-learner-search).
 */
const SEARCHED = ["contactName", "email", "phone", "learnerName"];

/**
 * The demo's own time: the confirmed start, or the requested one until it is confirmed. Written
 * exactly as the demoBooking_demoStart index has it, so the date filter and the sort use it.
 */
const demoStart = sql<string>`coalesce(${sql.ref("scheduledStart")}, ${sql.ref("requestedStart")})`;

/**
 * The bookings under the filter. `walk`: the page of a non-default sort, which reads its own
 * index (walkedColumn, decision 0026); the date range then too, unless the sort is the demo's
 * own time, whose index the range narrows.
 */
function filtered(db: Db, filter: BookingFilter, walk?: "name" | "demo", search?: WeighedSearch) {
  const col = (c: string) => (walk ? walkedColumn(db, c) : sql.ref(c));
  const start = walk === "name" ? walkedColumn(db, demoStart) : demoStart;
  let query = db.selectFrom("demoBooking");
  if (filter.status === CHANGE_REQUESTED) {
    // An open change request, as the dashboard counts it (the demoBooking_changeRequest index).
    query = query
      .where(col("changeRequest"), "is not", null)
      .where(col("status"), "in", ["requested", "confirmed"]);
  } else if (filter.status) query = query.where(col("status"), "=", filter.status);
  if (filter.audience) query = query.where(col("accountType"), "=", filter.audience);
  if (filter.course) query = query.where(col("courseSlug"), "=", filter.course);
  if (filter.assignee === UNASSIGNED) query = query.where(col("assigneeId"), "is", null);
  else if (filter.assignee) query = query.where(col("assigneeId"), "=", filter.assignee);
  // The same expression as the demoBooking_demoStart index (migration 2026-11-25-13).
  if (filter.from) query = query.where(start, ">=", filter.from);
  if (filter.until) query = query.where(start, "<", filter.until);
  if (filter.q) {
    query = query.where(
      search?.where ?? containsText(SEARCHED, filter.q, { db, table: "demoBooking" }),
    );
  }
  return query;
}

/** Any filter beside the search narrows the list. */
const otherFilters = ({ q: _q, ...rest }: BookingFilter) => Object.values(rest).some(Boolean);

/**
 * The assignee's name or address, looked up per row of the page: a join would make the
 * search's unqualified columns (email) ambiguous, and a page is 25 primary-key lookups.
 */
function assigneeOf(eb: ExpressionBuilder<Database, "demoBooking">, column: "name" | "email") {
  return eb
    .selectFrom("user")
    .select(column)
    .whereRef("user.id", "=", "demoBooking.assigneeId")
    .limit(1);
}

export interface BookingRow {
  id: string;
  contactName: string;
  email: string;
  phone: string;
  accountType: AccountType;
  subject: string;
  courseSlug: string | null;
  status: BookingStatus;
  /** The confirmed start, else the requested one. */
  start: string;
  /** The booker's zone. */
  timeZone: string;
  assigneeName: string | null;
  changeRequested: boolean;
  converted: boolean;
  createdAt: string;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * One page of the list and the count under the same filter (counted in SQL; a search no
 * further than COMMON_TEXT + 1, `more` past it: kit/search.ts countListed).
 */
export async function listBookings(
  db: Db,
  filter: BookingFilter,
  order: Pick<BookingListQuery, "sort" | "dir" | "page">,
): Promise<{ rows: BookingRow[]; total: number; more: boolean }> {
  const { dir } = order;
  const search = filter.q ? await weighSearch(db, SEARCHED, filter.q, "demoBooking") : undefined;
  // The page's ids first, walking the sort's index past the offset; then only those 25 rows,
  // with their assignee lookups. Read in one pass, PostgreSQL built every skipped row of a
  // deep page, its subquery included (page 2,000: 110 ms → see README "Admin panel at volume").
  const walk = order.sort === "booked" ? undefined : order.sort;
  let ids = filtered(db, filter, walk, search).select("demoBooking.id");
  if (order.sort === "name") ids = ids.orderBy(sql`lower(${sql.ref("contactName")})`, dir);
  else if (order.sort === "demo") ids = ids.orderBy(demoStart, dir);
  else ids = ids.orderBy("demoBooking.createdAt", dir);
  ids = ids
    .orderBy("demoBooking.id", dir)
    .limit(PAGE_SIZE)
    .offset((order.page - 1) * PAGE_SIZE);
  let page = db
    .selectFrom("demoBooking")
    .where("demoBooking.id", "in", ids)
    .select((eb) => [
      "demoBooking.id",
      "demoBooking.contactName",
      "demoBooking.email",
      "demoBooking.phone",
      "demoBooking.accountType",
      "demoBooking.subject",
      "demoBooking.courseSlug",
      "demoBooking.status",
      "demoBooking.timeZone",
      "demoBooking.createdAt",
      "demoBooking.changeRequest",
      "demoBooking.convertedAt",
      assigneeOf(eb, "name").as("assigneeName"),
      demoStart.as("start"),
    ]);
  if (order.sort === "name") {
    page = page.orderBy(sql`lower(${sql.ref("contactName")})`, dir);
  } else if (order.sort === "demo") page = page.orderBy(demoStart, dir);
  else page = page.orderBy("demoBooking.createdAt", dir);
  const [rows, count] = await Promise.all([
    page.orderBy("demoBooking.id", dir).execute(),
    countListed(db, filtered(db, filter, undefined, search), search, otherFilters(filter)),
  ]);
  return {
    rows: rows.map(({ changeRequest, convertedAt, ...row }) => ({
      ...row,
      changeRequested: changeRequest !== null,
      converted: convertedAt !== null,
    })),
    ...count,
  };
}

export type BookingExportRow = Pick<
  DemoBookingTable,
  | "id"
  | "createdAt"
  | "status"
  | "contactName"
  | "email"
  | "phone"
  | "accountType"
  | "learnerName"
  | "grade"
  | "board"
  | "goal"
  | "subject"
  | "courseSlug"
  | "requestedStart"
  | "scheduledStart"
  | "durationMinutes"
  | "timeZone"
  | "meetingLink"
  | "assigneeId"
  | "cancelReason"
  | "cancelledBy"
  | "convertedAt"
  | "userId"
> & { assigneeEmail: string | null };

/** One batch of the CSV export: the list's filter, oldest first, after the previous batch. */
export async function bookingBatch(
  db: Db,
  filter: BookingFilter,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<BookingExportRow[]> {
  let batch = filtered(db, filter).select((eb) => [
    "demoBooking.id",
    "demoBooking.createdAt",
    "demoBooking.status",
    "demoBooking.contactName",
    "demoBooking.email",
    "demoBooking.phone",
    "demoBooking.accountType",
    "demoBooking.learnerName",
    "demoBooking.grade",
    "demoBooking.board",
    "demoBooking.goal",
    "demoBooking.subject",
    "demoBooking.courseSlug",
    "demoBooking.requestedStart",
    "demoBooking.scheduledStart",
    "demoBooking.durationMinutes",
    "demoBooking.timeZone",
    "demoBooking.meetingLink",
    "demoBooking.assigneeId",
    "demoBooking.cancelReason",
    "demoBooking.cancelledBy",
    "demoBooking.convertedAt",
    "demoBooking.userId",
    assigneeOf(eb, "email").as("assigneeEmail"),
  ]);
  if (after) {
    batch = batch.where(newerThan(after, "demoBooking"));
  }
  return batch.orderBy("demoBooking.createdAt").orderBy("demoBooking.id").limit(limit).execute();
}

export interface BookingDetail extends Omit<
  DemoBookingTable,
  "version" | "calendarSequence" | "manageToken"
> {
  version: number;
  calendarSequence: number;
  /** The admin who runs the demo, as their account is now. */
  assignee: { id: string; name: string; email: string } | null;
  /** The account that booked while signed in, or the one the demo was converted into. */
  account: { id: string; name: string; email: string } | null;
  /** The course of interest, when the booking names one that exists. */
  course: { slug: string; title: string } | null;
  /** The enrolment a conversion made, with its course. */
  enrollment: { id: string; status: string; courseTitle: string | null } | null;
}

/** One booking with the people and records it names. */
export async function getBookingDetail(db: Db, id: string): Promise<BookingDetail | undefined> {
  const row = await db
    .selectFrom("demoBooking")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  // The booker's manage link is theirs alone: it never reaches an admin's page.
  const { manageToken: _secret, ...booking } = row;
  const [assignee, account, course, enrollment] = await Promise.all([
    booking.assigneeId
      ? db
          .selectFrom("user")
          .select(["id", "name", "email"])
          .where("id", "=", booking.assigneeId)
          .executeTakeFirst()
      : undefined,
    booking.userId
      ? db
          .selectFrom("user")
          .select(["id", "name", "email"])
          .where("id", "=", booking.userId)
          .executeTakeFirst()
      : undefined,
    booking.courseSlug
      ? db
          .selectFrom("course")
          .select(["slug", "title"])
          .where("slug", "=", booking.courseSlug)
          .executeTakeFirst()
      : undefined,
    booking.enrollmentId
      ? db
          .selectFrom("enrollment as e")
          .leftJoin("course as c", "c.id", "e.courseId")
          .select(["e.id", "e.status", "e.userId", "c.title as courseTitle"])
          .where("e.id", "=", booking.enrollmentId)
          .executeTakeFirst()
      : undefined,
  ]);
  // A converted booking made without signing in names its account through the enrolment.
  const enrolled =
    !account && enrollment
      ? await db
          .selectFrom("user")
          .select(["id", "name", "email"])
          .where("id", "=", enrollment.userId)
          .executeTakeFirst()
      : undefined;
  return {
    ...booking,
    version: n(booking.version),
    calendarSequence: n(booking.calendarSequence),
    assignee: assignee ?? null,
    account: account ?? enrolled ?? null,
    course: course ?? null,
    enrollment: enrollment
      ? { id: enrollment.id, status: enrollment.status, courseTitle: enrollment.courseTitle }
      : null,
  };
}

export interface BookingHistoryEntry {
  id: string;
  action: string;
  /** The admin's name and address, or null when the booker did it (their manage link). */
  actor: { id: string | null; name: string | null; email: string | null } | null;
  detail: string | null;
  createdAt: string;
}

/** Most history rows a page shows; a booking's whole life is a handful. */
export const HISTORY_LIMIT = 200;

/** The booking's audit rows, oldest first (the (entity, entityId, createdAt, id) index). */
export async function bookingHistory(db: Db, id: string): Promise<BookingHistoryEntry[]> {
  const rows = await db
    .selectFrom("auditLog as l")
    .leftJoin("user as u", "u.id", "l.actorId")
    .select([
      "l.id",
      "l.action",
      "l.actorId",
      "l.actorEmail",
      "u.name as actorName",
      "l.detail",
      "l.createdAt",
    ])
    .where("l.entity", "=", "booking")
    .where("l.entityId", "=", id)
    .orderBy("l.createdAt")
    .orderBy("l.id")
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map(({ actorId, actorEmail, actorName, ...row }) => ({
    ...row,
    actor:
      actorId === null && actorEmail === null
        ? null
        : { id: actorId, name: actorName, email: actorEmail },
  }));
}

export interface BookingOptions {
  /** Who can run a demo: every admin, by name. */
  admins: { id: string; name: string; email: string }[];
  /** The courses a booking can name, by title. */
  courses: { slug: string; title: string }[];
}

/** The choices the list's filters and the confirm form offer. */
export async function bookingOptions(db: Db): Promise<BookingOptions> {
  const [admins, courses] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("role", "=", "admin")
      .orderBy(sql`lower(${sql.ref("name")})`)
      .orderBy("id")
      .execute(),
    db.selectFrom("course").select(["slug", "title"]).orderBy("title").execute(),
  ]);
  return { admins, courses };
}
