/** The admin panel's sections (PRODUCT.md §4.8), in menu order. */
export const ADMIN_SECTIONS = [
  { slug: "", label: "Dashboard", about: "Counts and trends at a glance." },
  {
    slug: "bookings",
    label: "Demo bookings",
    about: "Confirm demo classes with a time and meeting link, and track their status.",
  },
  {
    slug: "messages",
    label: "Contact messages",
    about: "Messages sent through the contact form, with their status.",
  },
  {
    slug: "subscribers",
    label: "Newsletter subscribers",
    about: "Everyone who subscribed to the newsletter, with a CSV export.",
  },
  {
    slug: "users",
    label: "Users",
    about: "Search users, change roles and account types, and see their enrollments.",
  },
  { slug: "courses", label: "Courses", about: "Create, edit and publish courses." },
  { slug: "blog", label: "Blog", about: "Write, edit and publish blog posts." },
  {
    slug: "testimonials",
    label: "Testimonials & FAQ",
    about: "Edit the testimonials and frequently asked questions.",
  },
  {
    slug: "outbox",
    label: "E-mail outbox",
    about: "Every e-mail the site sends, with its delivery status.",
  },
  { slug: "audit", label: "Audit log", about: "Who changed what in the admin panel, and when." },
] as const;

export const adminLinks = ADMIN_SECTIONS.map((s) => ({
  label: s.label,
  to: s.slug ? `/admin/${s.slug}` : "/admin",
}));
