import { sql, type Kysely } from "kysely";

// Frozen: classes, part 1 (issue 26; docs/classes.md, decision 0030).
// - user.timeZone: a teacher's (and later anyone's) clock; null means "not set".
// - teacherAvailability: weekly windows on the teacher's clock (weekday 0 = Sunday, minutes
//   after local midnight, end exclusive). teacherTimeOff: UTC instants.
// - cohort (a "class group"): one running of a course in an anchor time zone, with a hard
//   capacity; seatsTaken is the counter a conditional UPDATE guards (never count(*) then
//   insert, which two requests can both pass).
// - cohortTeacher: lead/assistant. cohortMember: one row per placement of an enrolment
//   (from/to); at most one open placement (active or paused) per enrolment.
// - classSeries: a weekly rule in the anchor zone. classSession: one meeting as UTC instants,
//   keyed by its series and the occurrence's original local date; `edited` marks an exception,
//   `gapShifted` a time moved out of a spring-forward gap, `sequence` the calendar SEQUENCE.
// - calendarFeed: a private feed URL's token, stored as a hash, revocable.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user").addColumn("timeZone", "text").execute();

  await db.schema
    .createTable("teacherAvailability")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("teacherId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull())
    .addColumn("startMinute", "integer", (c) => c.notNull())
    .addColumn("endMinute", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("teacherAvailability_teacher")
    .on("teacherAvailability")
    .columns(["teacherId", "weekday"])
    .execute();

  await db.schema
    .createTable("teacherTimeOff")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("teacherId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("startsAt", "text", (c) => c.notNull())
    .addColumn("endsAt", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("teacherTimeOff_teacher")
    .on("teacherTimeOff")
    .columns(["teacherId", "startsAt"])
    .execute();

  await db.schema
    .createTable("cohort")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("courseId", "text", (c) => c.notNull().references("course.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("anchorZone", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("seatsTaken", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("startDate", "text", (c) => c.notNull()) // yyyy-mm-dd in the anchor zone
    // draft → open → running → completed; cancelled from any but completed
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("cancelReason", "text")
    .addColumn("defaultMeetingUrl", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("cohort_course_status")
    .on("cohort")
    .columns(["courseId", "status", "startDate"])
    .execute();
  await db.schema
    .createIndex("cohort_status_start")
    .on("cohort")
    .columns(["status", "startDate", "id"])
    .execute();
  await db.schema.createIndex("cohort_start").on("cohort").columns(["startDate", "id"]).execute();

  await db.schema
    .createTable("cohortTeacher")
    .addColumn("cohortId", "text", (c) => c.notNull().references("cohort.id").onDelete("cascade"))
    .addColumn("teacherId", "text", (c) => c.notNull().references("user.id"))
    .addColumn("role", "text", (c) => c.notNull()) // lead | assistant
    .addPrimaryKeyConstraint("cohortTeacher_pk", ["cohortId", "teacherId"])
    .execute();
  await db.schema
    .createIndex("cohortTeacher_teacher")
    .on("cohortTeacher")
    .columns(["teacherId", "cohortId"])
    .execute();

  await db.schema
    .createTable("cohortMember")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cohortId", "text", (c) => c.notNull().references("cohort.id").onDelete("cascade"))
    .addColumn("enrollmentId", "text", (c) =>
      c.notNull().references("enrollment.id").onDelete("cascade"),
    )
    // active | paused (hold their seat) → withdrawn | transferred (closed, history)
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("placedAt", "text", (c) => c.notNull())
    .addColumn("leftAt", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  // One open placement per enrolment, enforced by the database (two concurrent placements of
  // the same enrolment cannot both land).
  await sql`create unique index "cohortMember_open_enrollment" on "cohortMember" ("enrollmentId")
    where "status" in ('active', 'paused')`.execute(db);
  await db.schema
    .createIndex("cohortMember_enrollment")
    .on("cohortMember")
    .columns(["enrollmentId", "placedAt"])
    .execute();
  await db.schema
    .createIndex("cohortMember_cohort_status")
    .on("cohortMember")
    .columns(["cohortId", "status"])
    .execute();

  await db.schema
    .createTable("classSeries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cohortId", "text", (c) => c.notNull().references("cohort.id").onDelete("cascade"))
    .addColumn("weekdays", "text", (c) => c.notNull()) // "1,3" (0 = Sunday)
    .addColumn("localStart", "text", (c) => c.notNull()) // "HH:MM" in the anchor zone
    .addColumn("durationMinutes", "integer", (c) => c.notNull())
    .addColumn("fromDate", "text", (c) => c.notNull())
    .addColumn("count", "integer")
    .addColumn("untilDate", "text")
    .addColumn("teacherId", "text", (c) => c.references("user.id"))
    .addColumn("meetingUrl", "text")
    // The series this one was split from ("this and following").
    .addColumn("splitFrom", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("classSeries_cohort")
    .on("classSeries")
    .columns(["cohortId", "fromDate"])
    .execute();

  await db.schema
    .createTable("classSession")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("seriesId", "text", (c) => c.references("classSeries.id").onDelete("set null"))
    .addColumn("cohortId", "text", (c) => c.notNull().references("cohort.id").onDelete("cascade"))
    .addColumn("occurrenceKey", "text", (c) => c.notNull())
    .addColumn("startsAt", "text", (c) => c.notNull())
    .addColumn("endsAt", "text", (c) => c.notNull())
    .addColumn("teacherId", "text", (c) => c.references("user.id"))
    .addColumn("meetingUrl", "text")
    // scheduled → held | cancelled
    .addColumn("status", "text", (c) => c.notNull().defaultTo("scheduled"))
    .addColumn("cancelReason", "text")
    .addColumn("edited", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gapShifted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("classSession_series_occurrence")
    .on("classSession")
    .columns(["seriesId", "occurrenceKey"])
    .unique()
    .execute();
  await db.schema
    .createIndex("classSession_teacher_start")
    .on("classSession")
    .columns(["teacherId", "startsAt"])
    .execute();
  await db.schema
    .createIndex("classSession_cohort_start")
    .on("classSession")
    .columns(["cohortId", "startsAt"])
    .execute();
  await db.schema
    .createIndex("classSession_start")
    .on("classSession")
    .columns(["startsAt", "id"])
    .execute();

  await db.schema
    .createTable("calendarFeed")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("ownerId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("tokenHash", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("revokedAt", "text")
    .execute();
  await db.schema
    .createIndex("calendarFeed_owner")
    .on("calendarFeed")
    .columns(["ownerId", "createdAt"])
    .execute();

  // Demos a teacher runs are read by assignee and time for conflicts and their feed.
  await db.schema
    .createIndex("demoBooking_assignee_start")
    .on("demoBooking")
    .columns(["assigneeId", "scheduledStart"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demoBooking_assignee_start").execute();
  for (const table of [
    "calendarFeed",
    "classSession",
    "classSeries",
    "cohortMember",
    "cohortTeacher",
    "cohort",
    "teacherTimeOff",
    "teacherAvailability",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("user").dropColumn("timeZone").execute();
}
