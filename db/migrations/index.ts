import type { Migration } from "kysely";
import * as core from "./2026-11-21-01-core";
import * as content from "./2026-11-21-02-content";
import * as functions from "./2026-11-21-03-functions";
import * as enrollments from "./2026-11-21-04-enrollments";
import * as admin from "./2026-11-23-05-admin";
import * as messages from "./2026-11-23-06-messages";
import * as volumeIndexes from "./2026-11-23-07-volume-indexes";
import * as logs from "./2026-11-23-08-logs";
import * as sqliteSearch from "./2026-11-23-08-sqlite-search";
import * as dashboard from "./2026-11-23-09-dashboard";
import * as users from "./2026-11-23-10-users";
import * as outboxSearch from "./2026-11-23-11-outbox-search";
import * as bookingLifecycle from "./2026-11-25-12-booking-lifecycle";
import * as adminBookings from "./2026-11-25-13-admin-bookings";
import * as media from "./2026-11-25-13-media";
import * as blog from "./2026-11-25-14-blog";
import * as siteContent from "./2026-11-25-15-site-content";
import * as newsletterIssues from "./2026-11-25-16-newsletter-issues";
import * as helpItems from "./2026-11-25-17-help-items";
import * as bookingChangeRequests from "./2026-11-26-18-booking-change-requests";
import * as wordSearch from "./2026-11-26-18-word-search";
import * as canonicalTimeZones from "./2026-11-26-23-canonical-time-zones";
import * as bookingLearnerSearch from "./2026-11-26-24-booking-learner-search";
import * as bookingLearnerWords from "./2026-11-26-25-booking-learner-words";
import * as blogSlugRedirects from "./2026-11-26-25-blog-slug-redirects";
import * as sortIndexes from "./2026-11-26-26-sort-indexes";
import * as classes from "./2026-11-26-27-classes";
import * as enrollmentLearnerName from "./2026-11-26-28-enrollment-learner-name";
import * as inviteRole from "./2026-11-26-28-invite-role";
import * as attendance from "./2026-11-26-31-attendance";
import * as classReminders from "./2026-11-26-32-class-reminders";
import * as absenceFollowUp from "./2026-11-27-02-absence-follow-up";
import * as classVolumeIndexes from "./2026-11-27-03-class-volume-indexes";
import * as sessionMarkCounts from "./2026-11-27-04-session-mark-counts";
import * as dashboardConverted from "./2026-11-27-05-dashboard-converted";
import * as inboxInOrder from "./2026-11-27-06-inbox-in-order";
import * as exactStatistics from "./2026-11-27-07-exact-statistics";
import * as subscriberCounts from "./2026-11-27-08-subscriber-counts";

/** Every app migration, by dated name. Add new ones at the end; never edit an old one. */
export const migrations: Record<string, Migration> = {
  "2026-11-21-01-core": core,
  "2026-11-21-02-content": content,
  "2026-11-21-03-functions": functions,
  "2026-11-21-04-enrollments": enrollments,
  "2026-11-23-05-admin": admin,
  "2026-11-23-06-messages": messages,
  "2026-11-23-07-volume-indexes": volumeIndexes,
  "2026-11-23-08-logs": logs,
  "2026-11-23-08-sqlite-search": sqliteSearch,
  "2026-11-23-09-dashboard": dashboard,
  "2026-11-23-10-users": users,
  "2026-11-23-11-outbox-search": outboxSearch,
  "2026-11-25-12-booking-lifecycle": bookingLifecycle,
  "2026-11-25-13-admin-bookings": adminBookings,
  "2026-11-25-13-media": media,
  "2026-11-25-14-blog": blog,
  "2026-11-25-15-site-content": siteContent,
  "2026-11-25-16-newsletter-issues": newsletterIssues,
  "2026-11-25-17-help-items": helpItems,
  "2026-11-26-18-booking-change-requests": bookingChangeRequests,
  "2026-11-26-18-word-search": wordSearch,
  "2026-11-26-23-canonical-time-zones": canonicalTimeZones,
  "2026-11-26-24-booking-learner-search": bookingLearnerSearch,
  "2026-11-26-25-booking-learner-words": bookingLearnerWords,
  "2026-11-26-25-blog-slug-redirects": blogSlugRedirects,
  "2026-11-26-26-sort-indexes": sortIndexes,
  "2026-11-26-27-classes": classes,
  "2026-11-26-28-enrollment-learner-name": enrollmentLearnerName,
  "2026-11-26-28-invite-role": inviteRole,
  "2026-11-26-31-attendance": attendance,
  "2026-11-26-32-class-reminders": classReminders,
  "2026-11-27-02-absence-follow-up": absenceFollowUp,
  "2026-11-27-03-class-volume-indexes": classVolumeIndexes,
  "2026-11-27-04-session-mark-counts": sessionMarkCounts,
  "2026-11-27-05-dashboard-converted": dashboardConverted,
  "2026-11-27-06-inbox-in-order": inboxInOrder,
  "2026-11-27-07-exact-statistics": exactStatistics,
  "2026-11-27-08-subscriber-counts": subscriberCounts,
};
