import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";
import { getRecordOwner, isVerified, ownedBookingIds, ownedMessageIds } from "./queries";
import { listEnrollments } from "../enrollments/queries";

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Everything linked to one account, as the "Download my data" file (privacy policy: all the
 * data linked to your account). Never includes password hashes, session tokens or the
 * newsletter's confirm/unsubscribe tokens.
 */
export async function exportAccountData(db: Kysely<Database>, userId: string) {
  const owner = await getRecordOwner(db, userId);
  if (!owner) return undefined;
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "accountType", "phone", "createdAt", "updatedAt"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom("session")
    .select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();
  const accounts = await db
    .selectFrom("account")
    .select(["providerId", "createdAt"])
    .where("userId", "=", userId)
    .execute();
  const enrollments = await listEnrollments(db, userId);

  const bookingIds = await ownedBookingIds(db, owner);
  const bookings = bookingIds.length
    ? await db
        .selectFrom("demoBooking")
        .select([
          "id",
          "contactName",
          "email",
          "phone",
          "accountType",
          "learnerName",
          "grade",
          "board",
          "goal",
          "subject",
          "courseSlug",
          "requestedStart",
          "timeZone",
          "notes",
          "status",
          "scheduledStart",
          "meetingLink",
          "createdAt",
        ])
        .where("id", "in", bookingIds)
        .orderBy("createdAt")
        .execute()
    : [];
  const messageIds = await ownedMessageIds(db, owner);
  const contactMessages = messageIds.length
    ? await db
        .selectFrom("contactMessage")
        .select(["id", "name", "email", "message", "feedback", "status", "createdAt"])
        .where("id", "in", messageIds)
        .orderBy("createdAt")
        .execute()
    : [];
  // A subscription belongs to an address, not an account (it has no user id: anyone may
  // subscribe any address, signed in or not). Its status is shown only to an account whose
  // address is verified; otherwise signing up with someone's address would reveal whether
  // they read our newsletter (docs/decisions/0012).
  const newsletter = isVerified(owner.emailVerified)
    ? await db
        .selectFrom("newsletterSubscriber")
        .select(["email", "status", "createdAt", "confirmedAt", "unsubscribedAt"])
        .where("emailKey", "=", owner.email.trim().toLowerCase())
        .executeTakeFirst()
    : undefined;

  return {
    exportedAt: new Date().toISOString(),
    profile: { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    signInMethods: accounts.map((a) => ({
      provider: a.providerId === "credential" ? "email and password" : a.providerId,
      since: iso(a.createdAt),
    })),
    sessions: sessions.map((s) => ({
      signedInAt: iso(s.createdAt),
      lastActiveAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    enrollments: enrollments.map((e) => ({
      course: e.course.title,
      courseSlug: e.course.slug,
      status: e.status,
      learnerName: e.learnerName,
      enrolledAt: e.enrolledAt,
      updatedAt: e.updatedAt,
    })),
    demoBookings: bookings,
    contactMessages,
    newsletter: newsletter ?? null,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
