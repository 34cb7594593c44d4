import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Role } from "~/.server/platform/db/schema";

// Rows the classes tests need that no service of theirs creates: people, enrolments, demos.

export async function insertUser(
  db: Kysely<Database>,
  engine: "sqlite" | "postgres",
  name: string,
  role: Role = "user",
  timeZone: string | null = null,
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 6)}@example.com`;
  const at = "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("user")
    .values({
      id,
      name,
      email,
      emailVerified: engine === "postgres" ? false : 0,
      image: null,
      createdAt: at,
      updatedAt: at,
      role,
      accountType: "student",
      phone: null,
      timeZone,
    })
    .execute();
  return { id, email };
}

export async function insertEnrollment(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<string> {
  const id = randomUUID();
  const at = "2026-06-01T00:00:00.000Z";
  await db
    .insertInto("enrollment")
    .values({ id, userId, courseId, status: "upcoming", createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** A confirmed demo the teacher runs. */
export async function insertDemo(
  db: Kysely<Database>,
  assigneeId: string,
  scheduledStart: string,
  durationMinutes = 30,
): Promise<string> {
  const id = randomUUID();
  const at = "2026-06-01T00:00:00.000Z";
  await db
    .insertInto("demoBooking")
    .values({
      id,
      contactName: "Asha Parent",
      email: `demo.${id.slice(0, 6)}@example.com`,
      emailKey: `demo.${id.slice(0, 6)}@example.com`,
      phone: "+911234567890",
      accountType: "parent",
      learnerName: "Asha",
      grade: null,
      board: null,
      goal: null,
      subject: "Maths",
      courseSlug: null,
      requestedStart: scheduledStart,
      timeZone: "Asia/Kolkata",
      notes: null,
      status: "confirmed",
      scheduledStart,
      meetingLink: "https://meet.example.com/demo",
      userId: null,
      createdAt: at,
      updatedAt: at,
      durationMinutes,
      assigneeId,
      internalNotes: null,
      cancelReason: null,
      cancelledBy: null,
      manageToken: randomUUID().replace(/-/g, ""),
      changeRequest: null,
      changeRequestedAt: null,
      enrollmentId: null,
      convertedAt: null,
    })
    .execute();
  return id;
}
