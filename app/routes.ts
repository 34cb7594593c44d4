import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { routePath as at } from "./lib/route-areas";

// The route table of docs/product.md §2.1: the original specification's routes (§7.2) and ours.
// Every path is written through `at()`, which accepts only paths classified in
// app/lib/route-areas.ts (public, entry, learner, teach, admin or system): the shell, the page cache and
// the sitemap read those facts. The learner area and the admin panel are layouts that own their
// guard, shell and section navigation; every child still guards its own loader and action (decision
// 0015).
export default [
  // Public marketing pages
  index("routes/marketing/home.tsx"),
  route(at("/home"), "routes/marketing/home.tsx", { id: "home-alias" }),
  route(at("/about"), "routes/marketing/about.tsx"),
  route(at("/courses"), "routes/marketing/courses.tsx"),
  route(at("/courses/:slug"), "routes/marketing/course.tsx"),
  route(at("/blogs"), "routes/marketing/blogs.tsx"),
  route(at("/blog/rss.xml"), "routes/system/rss.ts"),
  route(at("/blog/:id"), "routes/marketing/blog-post.tsx"),
  route(at("/terms-of-service"), "routes/marketing/policy.tsx", { id: "terms-of-service" }),
  route(at("/privacy-policy"), "routes/marketing/policy.tsx", { id: "privacy-policy" }),
  route(at("/data-deletion-policy"), "routes/marketing/policy.tsx", {
    id: "data-deletion-policy",
  }),
  route(at("/contact"), "routes/marketing/contact.tsx"),
  route(at("/help"), "routes/marketing/help.tsx"),

  // Account entry
  route(at("/signup"), "routes/auth/signup.tsx"),
  route(at("/login"), "routes/auth/login.tsx"),
  route(at("/logout"), "routes/auth/logout.ts"),
  route(at("/forgot-password"), "routes/auth/forgot-password.tsx"),
  route(at("/reset-password"), "routes/auth/reset-password.tsx"),
  route(at("/setup"), "routes/auth/setup.tsx"),
  route(at("/invite"), "routes/auth/invite.tsx"),

  // Demo booking
  route(at("/get-started"), "routes/marketing/get-started.tsx"),
  route(at("/get-started/:type"), "routes/marketing/get-started-type.tsx"),
  route(at("/demo-confirmation"), "routes/marketing/demo-confirmation.tsx"),
  route(at("/demo-confirmation/calendar.ics"), "routes/marketing/demo-calendar.ts"),
  route(at("/manage-booking/:token"), "routes/marketing/manage-booking.tsx"),
  route(at("/manage-booking/:token/calendar.ics"), "routes/marketing/manage-booking-calendar.ts"),

  // Newsletter
  route(at("/newsletter/confirm"), "routes/marketing/newsletter-confirm.tsx"),
  route(at("/unsubscribe"), "routes/marketing/unsubscribe.tsx"),
  route(at("/class-reminders/off"), "routes/marketing/class-reminders-off.tsx"),

  // Learner area (signed-in only)
  layout("routes/learner/layout.tsx", [
    route(at("/account-settings"), "routes/learner/account-settings.tsx"),
    route(at("/account-settings/export.json"), "routes/learner/account-export.ts"),
    route(at("/subscribed-courses"), "routes/learner/course-list.tsx", {
      id: "subscribed-courses",
    }),
    route(at("/upcoming-courses"), "routes/learner/course-list.tsx", { id: "upcoming-courses" }),
    route(at("/completed-courses"), "routes/learner/course-list.tsx", {
      id: "completed-courses",
    }),
    // One class's joining address (docs/classes.md "Joining and attendance").
    route(at("/join/:session"), "routes/learner/join.tsx"),
    route(at("/join/:session/calendar.ics"), "routes/learner/join-calendar.ts"),
  ]),

  // Teacher area (teachers and admins; docs/classes.md "Teacher area")
  layout("routes/teach/layout.tsx", [
    route(at("/teach"), "routes/teach/week.tsx"),
    route(at("/teach/sessions/:id"), "routes/teach/session.tsx"),
    route(at("/teach/availability"), "routes/teach/availability.tsx"),
  ]),

  // Admin panel (admins only)
  layout("routes/admin/layout.tsx", [
    route(at("/admin"), "routes/admin/dashboard.tsx"),
    route(at("/admin/bookings"), "routes/admin/bookings/list.tsx"),
    route(at("/admin/bookings/export.csv"), "routes/admin/bookings/export.ts"),
    route(at("/admin/bookings/:id"), "routes/admin/bookings/detail.tsx"),
    route(at("/admin/messages"), "routes/admin/messages/list.tsx"),
    route(at("/admin/messages/export.csv"), "routes/admin/messages/export.ts"),
    route(at("/admin/messages/:id"), "routes/admin/messages/detail.tsx"),
    route(at("/admin/newsletter"), "routes/admin/newsletter/list.tsx"),
    route(at("/admin/newsletter/export.csv"), "routes/admin/newsletter/export.ts"),
    route(at("/admin/newsletter/issues"), "routes/admin/newsletter/issues/list.tsx"),
    route(at("/admin/newsletter/issues/new"), "routes/admin/newsletter/issues/new.tsx"),
    route(at("/admin/newsletter/issues/:id"), "routes/admin/newsletter/issues/detail.tsx"),
    route(at("/admin/newsletter/:id"), "routes/admin/newsletter/detail.tsx"),
    route(at("/admin/users"), "routes/admin/users/list.tsx"),
    route(at("/admin/users/export.csv"), "routes/admin/users/export.ts"),
    route(at("/admin/users/invite"), "routes/admin/users/invite.tsx"),
    route(at("/admin/users/:id"), "routes/admin/users/detail.tsx"),
    route(at("/admin/content"), "routes/admin/content/overview.tsx"),
    route(at("/admin/content/testimonials"), "routes/admin/content/list.tsx", {
      id: "content-testimonials",
    }),
    route(at("/admin/content/testimonials/new"), "routes/admin/content/edit.tsx", {
      id: "content-testimonials-new",
    }),
    route(at("/admin/content/testimonials/:id"), "routes/admin/content/edit.tsx", {
      id: "content-testimonials-edit",
    }),
    route(at("/admin/content/faq"), "routes/admin/content/list.tsx", { id: "content-faq" }),
    route(at("/admin/content/faq/new"), "routes/admin/content/edit.tsx", { id: "content-faq-new" }),
    route(at("/admin/content/faq/:id"), "routes/admin/content/edit.tsx", {
      id: "content-faq-edit",
    }),
    route(at("/admin/content/help"), "routes/admin/content/list.tsx", { id: "content-help" }),
    route(at("/admin/content/help/new"), "routes/admin/content/edit.tsx", {
      id: "content-help-new",
    }),
    route(at("/admin/content/help/:id"), "routes/admin/content/edit.tsx", {
      id: "content-help-edit",
    }),
    route(at("/admin/content/cards"), "routes/admin/content/list.tsx", { id: "content-cards" }),
    route(at("/admin/content/cards/new"), "routes/admin/content/edit.tsx", {
      id: "content-cards-new",
    }),
    route(at("/admin/content/cards/:id"), "routes/admin/content/edit.tsx", {
      id: "content-cards-edit",
    }),
    route(at("/admin/content/boards"), "routes/admin/content/list.tsx", { id: "content-boards" }),
    route(at("/admin/content/boards/new"), "routes/admin/content/edit.tsx", {
      id: "content-boards-new",
    }),
    route(at("/admin/content/boards/:id"), "routes/admin/content/edit.tsx", {
      id: "content-boards-edit",
    }),
    route(at("/admin/outbox"), "routes/admin/outbox/list.tsx"),
    route(at("/admin/outbox/export.csv"), "routes/admin/outbox/export.ts"),
    route(at("/admin/outbox/:id"), "routes/admin/outbox/detail.tsx"),
    route(at("/admin/audit"), "routes/admin/audit/list.tsx"),
    route(at("/admin/audit/export.csv"), "routes/admin/audit/export.ts"),
    route(at("/admin/audit/:id"), "routes/admin/audit/detail.tsx"),
    route(at("/admin/blog"), "routes/admin/blog/list.tsx"),
    route(at("/admin/blog/new"), "routes/admin/blog/new.tsx"),
    route(at("/admin/blog/preview"), "routes/admin/blog/preview-changes.tsx"),
    route(at("/admin/blog/:id"), "routes/admin/blog/detail.tsx"),
    route(at("/admin/blog/:id/preview"), "routes/admin/blog/preview.tsx"),
    route(at("/admin/courses"), "routes/admin/courses/list.tsx"),
    route(at("/admin/courses/new"), "routes/admin/courses/new.tsx"),
    route(at("/admin/courses/:id"), "routes/admin/courses/edit.tsx"),
    route(at("/admin/classes"), "routes/admin/classes/list.tsx"),
    route(at("/admin/classes/export.csv"), "routes/admin/classes/export.ts"),
    route(at("/admin/classes/attendance.csv"), "routes/admin/classes/attendance-all-export.ts"),
    route(at("/admin/classes/teacher-hours.csv"), "routes/admin/classes/teacher-hours-export.ts"),
    route(at("/admin/classes/new"), "routes/admin/classes/new.tsx"),
    route(at("/admin/classes/at-risk"), "routes/admin/classes/at-risk.tsx"),
    route(at("/admin/classes/at-risk.csv"), "routes/admin/classes/at-risk-export.ts"),
    route(at("/admin/classes/unmarked"), "routes/admin/classes/unmarked.tsx"),
    route(at("/admin/classes/unmarked.csv"), "routes/admin/classes/unmarked-export.ts"),
    route(at("/admin/classes/:id"), "routes/admin/classes/detail.tsx"),
    route(at("/admin/classes/:id/sessions.csv"), "routes/admin/classes/sessions-export.ts"),
    route(at("/admin/classes/:id/attendance.csv"), "routes/admin/classes/attendance-export.ts"),
    route(at("/admin/timetable"), "routes/admin/timetable/week.tsx"),
    route(at("/admin/timetable/export.csv"), "routes/admin/timetable/export.ts"),
    route(at("/admin/media"), "routes/admin/media/upload.ts"),
    route(at("/admin/*"), "routes/admin/section.tsx"),
  ]),

  // Search engines and health
  route(at("/sitemap.xml"), "routes/system/sitemap.ts"),
  route(at("/robots.txt"), "routes/system/robots.ts"),

  // A person's private class calendar (the address is the credential)
  route(at("/calendar/:feed"), "routes/system/calendar-feed.ts"),

  // Uploaded images, from the database
  route(at("/media/u/:file"), "routes/system/media.ts"),

  // Errors
  route(at("/not-found"), "routes/system/not-found.tsx"),
  route(at("/*"), "routes/system/catch-all.ts"),
] satisfies RouteConfig;
