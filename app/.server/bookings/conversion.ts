import { randomBytes } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { isVerified } from "../repos/account-records";
import { writeAudit } from "../repos/audit";
import { enrollIn, EnrollmentError } from "../repos/enrollments";
import { findUserByEmail } from "../repos/users";
import type { AppServices } from "../services";
import type { BookingRecord } from "./lifecycle";

// Whose account a converted booking belongs to (docs/decisions/0024-proven-addresses.md).
// A booking made signed out is joined to an account by its e-mail address only when that
// account has proven it owns the address; anyone can sign up with someone else's address.

/** How long a converted booker's "choose your password" link works. */
export const WELCOME_LINK_DAYS = 7;

export type BookerAccount =
  /** The account that booked, or one that has proven the booking's address: enrolled now. */
  | { kind: "existing"; id: string; email: string; name: string }
  /** No account had the address: one was made, enrolled, and its password link mailed. */
  | { kind: "new"; id: string; email: string; name: string; setPasswordToken: string }
  /**
   * An account has the address but never proved it: nothing is attached to it. The address is
   * mailed a password link for it; using the link proves the address, and then the booking and
   * its enrolment are attached (claimPendingConversions).
   */
  | { kind: "unproven"; id: string; email: string; name: string; setPasswordToken: string };

/**
 * The booker's account for a conversion: the one that booked while signed in; else the one
 * with the booking's address if it has proven it; else (unproven) that one, pending its proof;
 * else a new one (no password yet; the welcome mail's link sets it).
 */
export async function bookerAccount(
  trx: Transaction<Database>,
  services: AppServices,
  booking: BookingRecord,
  now: Date,
): Promise<BookerAccount> {
  if (booking.userId) {
    const own = await trx
      .selectFrom("user")
      .select(["id", "email", "name"])
      .where("id", "=", booking.userId)
      .executeTakeFirst();
    if (own) return { kind: "existing", ...own };
  }
  const existing = await findUserByEmail(trx, booking.email);
  if (existing) {
    const proof = await trx
      .selectFrom("user")
      .select("emailVerified")
      .where("id", "=", existing.id)
      .executeTakeFirstOrThrow();
    const account = { id: existing.id, email: existing.email, name: existing.name };
    if (isVerified(proof.emailVerified)) return { kind: "existing", ...account };
    const setPasswordToken = await issueSetPasswordToken(trx, existing.id, now);
    return { kind: "unproven", ...account, setPasswordToken };
  }

  // The row Better Auth would write at sign-up, without a sign-in method: the token below is
  // a password-reset token, and Better Auth's reset adds the credential account it lacks.
  const id = randomBytes(16).toString("hex");
  const email = booking.email.trim().toLowerCase();
  const at = now.toISOString();
  await trx
    .insertInto("user")
    .values({
      id,
      name: booking.contactName,
      email,
      emailVerified: services.dialect === "postgres" ? false : 0,
      image: null,
      createdAt: at,
      updatedAt: at,
      role: "user",
      accountType: booking.accountType,
      phone: booking.phone || null,
    })
    .execute();
  const setPasswordToken = await issueSetPasswordToken(trx, id, now);
  return { kind: "new", id, email, name: booking.contactName, setPasswordToken };
}

/** A Better Auth password-reset token for the account, valid WELCOME_LINK_DAYS. */
async function issueSetPasswordToken(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString("hex");
  const at = now.toISOString();
  await trx
    .insertInto("verification")
    .values({
      id: randomBytes(16).toString("hex"),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(now.getTime() + WELCOME_LINK_DAYS * 86_400_000).toISOString(),
      createdAt: at,
      updatedAt: at,
    } as never)
    .execute();
  return token;
}

/**
 * A password reset proves the address: its link was mailed there and nowhere else. So does an
 * invitation's link. Marks the account proven and attaches what was waiting for that proof.
 */
export async function markAddressProven(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("user")
    // `true` is 1 on SQLite and a boolean on PostgreSQL, as each stores the flag.
    .set({ emailVerified: sql<boolean>`true` })
    .where("id", "=", userId)
    .execute();
  await claimPendingConversions(db, userId);
}

/**
 * Attaches converted bookings that were waiting for this account to prove their address:
 * each is enrolled in its course and becomes the account's. Does nothing for an unproven
 * account. A course unpublished since stays pending (an admin can enrol the learner by hand).
 */
export async function claimPendingConversions(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "email", "emailVerified"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user || !isVerified(user.emailVerified)) return 0;
    const pending = await trx
      .selectFrom("demoBooking")
      .select(["id", "courseSlug"])
      .where("emailKey", "=", user.email.trim().toLowerCase())
      .where("convertedAt", "is not", null)
      .where("enrollmentId", "is", null)
      .where("userId", "is", null)
      .execute();
    let claimed = 0;
    for (const booking of pending) {
      const course = booking.courseSlug
        ? await trx
            .selectFrom("course")
            .select("id")
            .where("slug", "=", booking.courseSlug)
            .executeTakeFirst()
        : undefined;
      if (!course) continue;
      let enrollmentId: string;
      try {
        enrollmentId = (await enrollIn(trx, user.id, course.id)).enrollment.id;
      } catch (error) {
        if (error instanceof EnrollmentError) continue;
        throw error;
      }
      const updated = await trx
        .updateTable("demoBooking")
        .set((eb) => ({
          userId: user.id,
          enrollmentId,
          updatedAt: new Date().toISOString(),
          version: eb("version", "+", 1),
        }))
        .where("id", "=", booking.id)
        .where("enrollmentId", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      claimed++;
      await writeAudit(trx, {
        actorId: user.id,
        actorEmail: user.email,
        action: "booking.claim",
        entity: "booking",
        entityId: booking.id,
        detail: {
          before: { userId: null, enrollmentId: null },
          after: { userId: user.id, enrollmentId },
        },
      });
    }
    return claimed;
  });
}
