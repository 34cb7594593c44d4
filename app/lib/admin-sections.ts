/**
 * The admin panel's sections (docs/admin.md "Sections"), in menu order, with its slugs.
 * `built: false` marks a section whose issue is still open: it is left out of the menu and its
 * address answers "not found" rather than showing an empty page.
 */
export const ADMIN_SECTIONS = [
  { slug: "", label: "Dashboard", built: true },
  { slug: "bookings", label: "Demo bookings", built: true },
  { slug: "messages", label: "Contact messages", built: true },
  { slug: "newsletter", label: "Newsletter", built: true },
  { slug: "users", label: "Users", built: true },
  { slug: "courses", label: "Courses", built: true },
  { slug: "classes", label: "Classes", built: true },
  { slug: "timetable", label: "Timetable", built: true },
  { slug: "blog", label: "Blog", built: true },
  { slug: "content", label: "Site content", built: true },
  { slug: "outbox", label: "E-mail outbox", built: true },
  { slug: "audit", label: "Audit log", built: true },
] as const;

export type AdminSlug = (typeof ADMIN_SECTIONS)[number]["slug"];

export const adminLinks = ADMIN_SECTIONS.filter((s) => s.built).map((s) => ({
  label: s.label,
  to: s.slug ? `/admin/${s.slug}` : "/admin",
}));

/**
 * The section that shows each kind of record the audit log names (auditLog.entity). An
 * enrolment has no page of its own: the audit log links it to its learner's page instead.
 */
const RECORD_SECTIONS: Record<string, AdminSlug> = {
  message: "messages",
  subscriber: "newsletter",
  user: "users",
  email: "outbox",
  outbox: "outbox",
  booking: "bookings",
  course: "courses",
  post: "blog",
  cohort: "classes",
};

/** Site content's records live one level deeper: /admin/content/<kind>/<id>. */
const CONTENT_RECORDS: Record<string, string> = {
  testimonial: "testimonials",
  faq: "faq",
  help: "help",
  card: "cards",
  board: "boards",
};

/** The admin address of a record the audit log names, when the panel has a page for it. */
export function recordHref(entity: string, id: string | null): string | null {
  if (id && Object.hasOwn(CONTENT_RECORDS, entity)) {
    return `/admin/content/${CONTENT_RECORDS[entity]}/${encodeURIComponent(id)}`;
  }
  if (id && entity === "issue") return `/admin/newsletter/issues/${encodeURIComponent(id)}`;
  if (!id || !Object.hasOwn(RECORD_SECTIONS, entity)) return null;
  const slug = RECORD_SECTIONS[entity];
  // A section whose issue is still open answers "not found": no link to it yet.
  if (!ADMIN_SECTIONS.some((s) => s.slug === slug && s.built)) return null;
  return `/admin/${slug}/${encodeURIComponent(id)}`;
}

const RECORD_KINDS: Record<string, string> = {
  message: "Contact message",
  subscriber: "Newsletter subscriber",
  issue: "Newsletter issue",
  user: "User",
  enrollment: "Enrolment",
  email: "E-mail",
  outbox: "E-mail",
  booking: "Demo booking",
  course: "Course",
  post: "Blog post",
  cohort: "Class group",
  cohortMember: "Class group member",
  classSeries: "Class series",
  classSession: "Class",
  media: "Uploaded image",
  testimonial: "Testimonial",
  faq: "FAQ item",
  card: "Service or advantage card",
  board: "Board logo",
};

/** The audit log's word for a kind of record ("message" → "Contact message"). */
export function recordKindLabel(entity: string): string {
  return Object.hasOwn(RECORD_KINDS, entity) ? RECORD_KINDS[entity] : entity;
}
