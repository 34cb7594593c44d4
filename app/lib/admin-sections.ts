/**
 * The admin panel's sections (ADMIN.md "Sections"), in menu order, with ADMIN.md's slugs.
 * `built: false` marks a section whose issue is still open: it is left out of the menu and its
 * address answers "not found" rather than showing an empty page.
 */
export const ADMIN_SECTIONS = [
  { slug: "", label: "Dashboard", built: true },
  { slug: "bookings", label: "Demo bookings", built: false },
  { slug: "messages", label: "Contact messages", built: true },
  { slug: "newsletter", label: "Newsletter", built: true },
  { slug: "users", label: "Users", built: true },
  { slug: "courses", label: "Courses", built: false },
  { slug: "blog", label: "Blog", built: false },
  { slug: "content", label: "Site content", built: false },
  { slug: "outbox", label: "E-mail outbox", built: true },
  { slug: "audit", label: "Audit log", built: true },
] as const;

export type AdminSlug = (typeof ADMIN_SECTIONS)[number]["slug"];

export const adminLinks = ADMIN_SECTIONS.filter((s) => s.built).map((s) => ({
  label: s.label,
  to: s.slug ? `/admin/${s.slug}` : "/admin",
}));

/** The admin address of a record the audit log names, when the panel has a page for it. */
export function recordHref(entity: string, id: string | null): string | null {
  if (!id) return null;
  const section: Record<string, string> = {
    message: "messages",
    subscriber: "newsletter",
    user: "users",
    enrollment: "users",
    email: "outbox",
  };
  const slug = section[entity];
  return slug ? `/admin/${slug}/${encodeURIComponent(id)}` : null;
}
