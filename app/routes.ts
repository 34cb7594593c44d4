import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of the seed (§2) and PRODUCT.md §2, in the same order. Access rules are
// enforced in each module's loader; see app/.server/session.ts for the guards.
export default [
  // Public marketing pages
  index("routes/marketing/home.tsx"),
  route("home", "routes/marketing/home.tsx", { id: "home-alias" }),
  route("about", "routes/marketing/about.tsx"),
  route("courses", "routes/marketing/courses.tsx"),
  route("courses/:slug", "routes/marketing/course.tsx"),
  route("blogs", "routes/marketing/blogs.tsx"),
  route("blog/rss.xml", "routes/system/rss.ts"),
  route("blog/:id", "routes/marketing/blog-post.tsx"),
  route("terms-of-service", "routes/marketing/policy.tsx", { id: "terms-of-service" }),
  route("privacy-policy", "routes/marketing/policy.tsx", { id: "privacy-policy" }),
  route("data-deletion-policy", "routes/marketing/policy.tsx", { id: "data-deletion-policy" }),
  route("contact", "routes/marketing/contact.tsx"),
  route("help", "routes/marketing/help.tsx"),

  // Account entry
  route("signup", "routes/auth/signup.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("setup", "routes/auth/setup.tsx"),

  // Demo booking
  route("get-started", "routes/marketing/get-started.tsx"),
  route("get-started/:type", "routes/marketing/get-started-type.tsx"),
  route("demo-confirmation", "routes/marketing/demo-confirmation.tsx"),
  route("demo-confirmation/calendar.ics", "routes/marketing/demo-calendar.ts"),

  // Newsletter
  route("newsletter/confirm", "routes/marketing/newsletter-confirm.tsx"),
  route("unsubscribe", "routes/marketing/unsubscribe.tsx"),

  // Learner area (signed-in only)
  route("account-settings", "routes/learner/account-settings.tsx"),
  route("account-settings/export.json", "routes/learner/account-export.ts"),
  route("subscribed-courses", "routes/learner/course-list.tsx", { id: "subscribed-courses" }),
  route("upcoming-courses", "routes/learner/course-list.tsx", { id: "upcoming-courses" }),
  route("completed-courses", "routes/learner/course-list.tsx", { id: "completed-courses" }),

  // Admin panel (admins only)
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("*", "routes/admin/section.tsx"),
    ]),
  ]),

  // Search engines and health
  route("sitemap.xml", "routes/system/sitemap.ts"),
  route("robots.txt", "routes/system/robots.ts"),

  // Errors
  route("not-found", "routes/system/not-found.tsx"),
  route("*", "routes/system/catch-all.ts"),
] satisfies RouteConfig;
