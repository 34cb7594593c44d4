// Reads of enrolments: one, and a learner's list. The changes are in writes.ts.
import type { Kysely } from "kysely";
import type { CourseCard, CourseCategory } from "~/lib/content-types";
import type { EnrollmentStatus } from "~/lib/enrollment-status";
import { compiledOnce } from "../kit/compiled-once";
import type { Database, EnrollmentTable } from "../platform/db/schema";

export type Enrollment = Omit<EnrollmentTable, "version">;

export interface EnrolledCourse {
  enrollmentId: string;
  /** The child a parent enrolled, or null. */
  learnerName: string | null;
  status: EnrollmentStatus;
  enrolledAt: string;
  updatedAt: string;
  course: CourseCard;
}

export const enrollmentColumns = [
  "id",
  "userId",
  "courseId",
  "status",
  "learnerName",
  "createdAt",
  "updatedAt",
] as const;

/** The user's enrollment in one course, whatever its status. */
export async function getEnrollment(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<Enrollment | undefined> {
  const [row] = await ownEnrollmentRead(db, { userId, courseId });
  return row;
}

const ownEnrollmentRead = compiledOnce((db, v: { userId: string; courseId: string }) =>
  db
    .selectFrom("enrollment")
    .select(enrollmentColumns)
    .where("userId", "=", v.userId)
    .where("courseId", "=", v.courseId),
);

/** The user's enrollments (newest first), each with its course's card data; all statuses if none given. */
export async function listEnrollments(
  db: Kysely<Database>,
  userId: string,
  status?: EnrollmentStatus,
): Promise<EnrolledCourse[]> {
  const rows = status
    ? await enrollmentsWithStatusRead(db, { userId, status })
    : await enrollmentsRead(db, { userId });
  return rows.map((r) => ({
    enrollmentId: r.enrollmentId,
    learnerName: r.learnerName ?? null,
    status: r.status,
    enrolledAt: r.enrolledAt,
    updatedAt: r.updatedAt,
    course: {
      id: r.courseId,
      slug: r.slug,
      title: r.title,
      category: r.category as CourseCategory,
      level: r.level,
      description: r.description,
      image: r.image,
    },
  }));
}

function enrollmentsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("enrollment")
    .innerJoin("course", "course.id", "enrollment.courseId")
    .select([
      "enrollment.id as enrollmentId",
      "enrollment.status",
      "enrollment.learnerName",
      "enrollment.createdAt as enrolledAt",
      "enrollment.updatedAt",
      "course.id as courseId",
      "course.slug",
      "course.title",
      "course.category",
      "course.level",
      "course.description",
      "course.image",
    ])
    .where("enrollment.userId", "=", userId)
    .orderBy("enrollment.updatedAt", "desc")
    .orderBy("enrollment.id");
}

// Read on every visit of a learner page: compiled once (app/.server/kit/compiled-once.ts).
const enrollmentsRead = compiledOnce((db, v: { userId: string }) => enrollmentsOf(db, v.userId));
const enrollmentsWithStatusRead = compiledOnce(
  (db, v: { userId: string; status: EnrollmentStatus }) =>
    enrollmentsOf(db, v.userId).where("enrollment.status", "=", v.status),
);
