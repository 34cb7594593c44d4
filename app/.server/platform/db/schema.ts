import type { Generated } from "kysely";
import type { EnrollmentStatus } from "~/lib/enrollment-status";

// Column types as both dialects store them: text ids, ISO-8601 text timestamps (UTC),
// integer 0/1 booleans. Better Auth owns user/session/account/verification; we only add
// the profile columns to "user" through its additionalFields.

export type Role = "user" | "admin" | "teacher";
export type AccountType = "student" | "parent" | "professional";

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: Role;
  accountType: AccountType;
  phone: string | null;
  /** The user's clock (an IANA zone); null when not set (migration 18). */
  timeZone?: string | null;
  /** 1 when the person switched class reminders off (migration 32). */
  classRemindersOff?: Generated<number>;
  /** Bumped by every admin change (optimistic concurrency); Better Auth leaves it alone. */
  version: Generated<number>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Better Auth's one-time tokens (password reset: value is the user id). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
}

export interface AppSettingTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string | null;
  createdAt: string;
}

export interface CourseTable {
  id: string;
  slug: string;
  title: string;
  category: string;
  level: string;
  description: string;
  summary: string;
  image: string;
  audience: string;
  board: string | null;
  durationWeeks: number;
  sessionsPerWeek: number;
  published: number;
  position: number;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface CourseSlugRedirectTable {
  slug: string;
  courseId: string;
  createdAt: string;
}

/** An old slug of a blog post: /blog/<slug> answers 301 to /blog/{postId} (migration 2026-11-26-25). */
export interface BlogSlugRedirectTable {
  slug: string;
  postId: number;
  createdAt: string;
}

export interface MediaTable {
  id: string;
  originalName: string;
  sourceType: string;
  sourceBytes: number;
  width: number;
  height: number;
  shape: string;
  createdBy: string | null;
  createdAt: string;
}

export interface MediaVariantTable {
  mediaId: string;
  name: string;
  type: string;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface EnrollmentTable {
  id: string;
  userId: string;
  courseId: string;
  status: EnrollmentStatus;
  /** Whom a parent enrolled (their child's name); null when the account holder learns. */
  learnerName?: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface BlogPostTable {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  image: string;
  category: string;
  /** An ISO date (seeded posts) or instant; a published post is live once it is <= now. */
  publishedAt: string;
  /** "draft" | "published" (published with publishedAt ahead = scheduled). */
  status: string;
  createdAt: string;
  updatedAt: string;
  /** Optimistic-concurrency version for the panel's saves (migration 14). */
  version: Generated<number>;
}

export interface TestimonialTable {
  id: string;
  quote: string;
  name: string;
  role: string;
  date: string;
  category: string;
  position: number;
  published: number;
  version: Generated<number>;
}

export interface FaqItemTable {
  id: string;
  group: string;
  position: number;
  question: string;
  answer: string;
  isOpen: number;
  published: Generated<number>;
  version: Generated<number>;
}

export interface HelpItemTable {
  id: string;
  /** One of HELP_TOPICS (app/lib/content-types.ts). */
  topic: string;
  position: number;
  question: string;
  answer: string;
  published: Generated<number>;
  version: Generated<number>;
}

export interface FeatureCardTable {
  id: string;
  kind: "service" | "advantage";
  position: number;
  title: string;
  description: string;
  icon: string;
  gradientFrom: string;
  gradientTo: string;
  published: Generated<number>;
  version: Generated<number>;
}

export interface BoardLogoTable {
  id: string;
  position: number;
  name: string;
  fullName: string;
  image: string;
  published: Generated<number>;
  version: Generated<number>;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  message: string;
  feedback: string | null;
  status: "new" | "read" | "replied" | "archived";
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  emailKey: string;
  status: "pending" | "active" | "unsubscribed";
  confirmToken: string;
  unsubscribeToken: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  version: Generated<number>;
}

/** Subscribers per status, kept by triggers (db/migrations/2026-11-27-08-subscriber-counts.ts). */
export interface NewsletterStatusCountTable {
  status: NewsletterSubscriberTable["status"];
  n: number | string;
}

export type BookingStatus = "requested" | "confirmed" | "completed" | "cancelled" | "no-show";

export interface DemoBookingTable {
  id: string;
  contactName: string;
  email: string;
  emailKey: string;
  phone: string;
  accountType: AccountType;
  learnerName: string | null;
  grade: string | null;
  board: string | null;
  goal: string | null;
  subject: string;
  courseSlug: string | null;
  requestedStart: string;
  timeZone: string;
  notes: string | null;
  status: BookingStatus;
  scheduledStart: string | null;
  meetingLink: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
  /** Set when confirmed; the demo's length. */
  durationMinutes: number | null;
  /** The admin who runs the demo. */
  assigneeId: string | null;
  /** Admins' own notes, never shown to the booker. */
  internalNotes: string | null;
  cancelReason: string | null;
  cancelledBy: "admin" | "booker" | null;
  /** The booker's private manage link's token (random; unique). */
  manageToken: string | null;
  /** The booker's "ask for another time" text, until an admin acts on it. */
  changeRequest: string | null;
  changeRequestedAt: string | null;
  /** The enrolment a completed demo was converted into. */
  enrollmentId: string | null;
  convertedAt: string | null;
  /** The .ics SEQUENCE of the last calendar file sent; each update increases it. */
  calendarSequence: Generated<number>;
}

export type ReminderKind = "24h" | "1h";

export interface BookingReminderTable {
  id: string;
  bookingId: string;
  kind: ReminderKind;
  /** The scheduled start this reminder is for (ISO UTC). */
  startAt: string;
  dueAt: string;
  status: Generated<"pending" | "sent" | "skipped" | "cancelled">;
  decidedAt: string | null;
  decidedBy: string | null;
  mailId: string | null;
}

export interface EmailOutboxTable {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: string | null;
  attachments: string | null;
  kind: string;
  /** "kept": stored, never delivered (no SMTP_URL; docs/admin.md §10). */
  status: "queued" | "sending" | "sent" | "kept" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  claimedBy: string | null;
  claimedUntil: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface ContactReplyTable {
  id: string;
  messageId: string;
  authorId: string | null;
  authorName: string;
  body: string;
  outboxId: string | null;
  createdAt: string;
}

/** The roles an invitation can give (migration 28). */
export type InviteRole = "admin" | "teacher";

export interface AdminInviteTable {
  id: string;
  email: string;
  /** The role the invitee's account gets (migration 28; earlier invitations: admin). */
  role: Generated<InviteRole>;
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface RateLimitWindowTable {
  key: string;
  windowStart: number | string;
  count: number;
}

export interface Database {
  contactMessage: ContactMessageTable;
  newsletterSubscriber: NewsletterSubscriberTable;
  newsletterStatusCount: NewsletterStatusCountTable;
  demoBooking: DemoBookingTable;
  bookingReminder: BookingReminderTable;
  emailOutbox: EmailOutboxTable;
  rateLimitWindow: RateLimitWindowTable;
  course: CourseTable;
  courseSlugRedirect: CourseSlugRedirectTable;
  media: MediaTable;
  mediaVariant: MediaVariantTable;
  enrollment: EnrollmentTable;
  blogPost: BlogPostTable;
  blogSlugRedirect: BlogSlugRedirectTable;
  testimonial: TestimonialTable;
  faqItem: FaqItemTable;
  helpItem: HelpItemTable;
  featureCard: FeatureCardTable;
  boardLogo: BoardLogoTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  appSetting: AppSettingTable;
  auditLog: AuditLogTable;
  contactReply: ContactReplyTable;
  adminInvite: AdminInviteTable;
  newsletterIssue: NewsletterIssueTable;
  newsletterDelivery: NewsletterDeliveryTable;
  teacherAvailability: TeacherAvailabilityTable;
  teacherTimeOff: TeacherTimeOffTable;
  cohort: CohortTable;
  cohortTeacher: CohortTeacherTable;
  cohortMember: CohortMemberTable;
  classSeries: ClassSeriesTable;
  classSession: ClassSessionTable;
  classReminder: ClassReminderTable;
  calendarFeed: CalendarFeedTable;
  attendance: AttendanceTable;
  absenceStreak: AbsenceStreakTable;
}

export type NewsletterIssueStatus = "draft" | "sending" | "sent";

/** A newsletter: a draft, then sent once to every active subscriber (migration 16). */
export interface NewsletterIssueTable {
  id: string;
  subject: string;
  preheader: string | null;
  /** Sanitised HTML of the body. */
  html: string;
  status: Generated<NewsletterIssueStatus>;
  /** Active subscribers when the send started. */
  recipientCount: Generated<number>;
  /** Copies queued in the outbox so far. */
  queuedCount: Generated<number>;
  /** The keyset cursor: the last subscriber queued, by (createdAt, id). */
  cursorCreatedAt: string | null;
  cursorId: string | null;
  /** The sending process's lease. */
  claimedBy: string | null;
  claimedUntil: string | null;
  createdBy: string | null;
  sentBy: string | null;
  sendStartedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** One subscriber's copy of one issue: at most one per pair, with its outbox mail. */
export interface NewsletterDeliveryTable {
  issueId: string;
  subscriberId: string;
  mailId: string;
  createdAt: string;
}

// Classes (migration 18; docs/classes.md).

/** A weekly window on the teacher's clock: weekday 0 = Sunday, minutes after midnight, end exclusive. */
export interface TeacherAvailabilityTable {
  id: string;
  teacherId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface TeacherTimeOffTable {
  id: string;
  teacherId: string;
  startsAt: string;
  endsAt: string;
  reason: string | null;
  createdAt: string;
}

export type CohortStatus = "draft" | "open" | "running" | "completed" | "cancelled";

/** A class group: one running of a course in an anchor time zone. */
export interface CohortTable {
  id: string;
  courseId: string;
  name: string;
  anchorZone: string;
  capacity: number;
  /** Open placements holding a seat; only ever changed by a conditional UPDATE. */
  seatsTaken: Generated<number>;
  /** yyyy-mm-dd in the anchor zone. */
  startDate: string;
  status: Generated<CohortStatus>;
  cancelReason: string | null;
  defaultMeetingUrl: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export type CohortTeacherRole = "lead" | "assistant";

export interface CohortTeacherTable {
  cohortId: string;
  teacherId: string;
  role: CohortTeacherRole;
}

export type CohortMemberStatus = "active" | "paused" | "withdrawn" | "transferred";

/** One placement of an enrolment in a class group, from placedAt to leftAt. */
export interface CohortMemberTable {
  id: string;
  cohortId: string;
  enrollmentId: string;
  status: CohortMemberStatus;
  placedAt: string;
  leftAt: string | null;
  version: Generated<number>;
}

export interface ClassSeriesTable {
  id: string;
  cohortId: string;
  /** Comma-separated weekdays, 0 = Sunday. */
  weekdays: string;
  /** "HH:MM" in the class group's anchor zone. */
  localStart: string;
  durationMinutes: number;
  fromDate: string;
  count: number | null;
  untilDate: string | null;
  teacherId: string | null;
  meetingUrl: string | null;
  splitFrom: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export type ClassSessionStatus = "scheduled" | "held" | "cancelled";

export interface ClassSessionTable {
  id: string;
  seriesId: string | null;
  cohortId: string;
  /** The occurrence's original local date (yyyy-mm-dd in the anchor zone); never changes. */
  occurrenceKey: string;
  startsAt: string;
  endsAt: string;
  teacherId: string | null;
  meetingUrl: string | null;
  status: Generated<ClassSessionStatus>;
  cancelReason: string | null;
  /** 1 when edited on its own (an exception that series edits keep). */
  edited: Generated<number>;
  /** 1 when the local time fell in a spring-forward gap and was moved after it. */
  gapShifted: Generated<number>;
  /** The calendar SEQUENCE; every change increases it. */
  sequence: Generated<number>;
  /** Members with a mark, and of those present or late (kept by the attendance save). */
  markedCount: Generated<number>;
  attendedCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A class reminder sent: the row is its claim (unique per session, person, kind and start). */
export interface ClassReminderTable {
  id: string;
  sessionId: string;
  userId: string;
  kind: ReminderKind;
  startsAt: string;
  sentAt: string;
  sentBy: string;
  mailId: string | null;
}

export type AttendanceStatus = "present" | "late" | "absent" | "excused";

export interface AttendanceTable {
  sessionId: string;
  cohortMemberId: string;
  /** The teacher's mark; null while unmarked. */
  status: AttendanceStatus | null;
  /** The member's first join through /join; later joins keep it. */
  joinedAt: string | null;
  markedAt: string | null;
  markedBy: string | null;
  version: Generated<number>;
}

/**
 * A streak of absences of one member (migration 2026-11-27-02): the row is the claim of the
 * streak's one follow-up mail (unique per member and first absent class); open while endedAt
 * is null (the admin's "At risk" list).
 */
export interface AbsenceStreakTable {
  id: string;
  cohortMemberId: string;
  /** The streak's first absent class. */
  streakStartSessionId: string;
  /** That class's start, and the start of the latest absent class of the streak. */
  startedAt: string;
  lastAbsentAt: string;
  absences: number;
  detectedAt: string;
  mailId: string | null;
  /** When a present or late mark ended it; null while the member is at risk. */
  endedAt: string | null;
}

export interface CalendarFeedTable {
  id: string;
  ownerId: string;
  /** sha256 of the private token; the token itself is only ever in the owner's URL. */
  tokenHash: string;
  createdAt: string;
  revokedAt: string | null;
}
