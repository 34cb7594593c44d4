import { isCalendarTime, LOCAL_TIME } from "~/lib/zoned-time";
import { BLOG_CATEGORIES } from "~/lib/content-types";
import { z } from "./zod";

// The blog section's forms (docs/admin.md §8), shared by the pages and the server.

/** What the list and the post page call a post's state (derived: see blogState). */
export const BLOG_STATES = ["draft", "scheduled", "published"] as const;
export type BlogState = (typeof BLOG_STATES)[number];

/** A post page's buttons. */
export const BLOG_INTENTS = ["save", "publish", "schedule", "unpublish"] as const;
export type BlogIntent = (typeof BLOG_INTENTS)[number];

/** A cover image: a generated one (/images/blog/…) or an upload's base path (/media/u/<id>). */
export const COVER_PATTERN =
  /^(?:\/images\/blog\/[a-z0-9-]{1,80}|\/media\/u\/[A-Za-z0-9_-]{1,64})$/;

export const MAX_POST_HTML = 200_000;

export const blogPostSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required.")
    .max(200, "Title must be at most 200 characters."),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Slug is required.")
    .max(120, "Slug must be at most 120 characters.")
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "Slug may hold only lowercase letters, digits and single hyphens.",
    ),
  excerpt: z
    .string()
    .trim()
    .min(1, "Excerpt is required.")
    .max(400, "Excerpt must be at most 400 characters."),
  category: z.enum(BLOG_CATEGORIES, "Choose a category."),
  image: z
    .string()
    .trim()
    .regex(COVER_PATTERN, "Choose a cover image: upload one, or an address under /images/blog/."),
  contentHtml: z
    .string()
    .max(MAX_POST_HTML, `The post is too long (at most ${MAX_POST_HTML} characters of HTML).`)
    .default(""),
  /** The schedule's local date and time (datetime-local) in the admin's zone; "" for none. */
  publishAt: z
    .string()
    .trim()
    .regex(/^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/, "Enter a date and time.")
    .refine(
      (v) => !LOCAL_TIME.test(v) || isCalendarTime(v),
      "Enter a real date and time, e.g. 1 March, 09:00.",
    )
    .default(""),
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;

/** A post's state from its row: a published post whose time is ahead is scheduled. */
export function blogState(status: string, publishedAt: string, now = new Date()): BlogState {
  if (status !== "published") return "draft";
  return publishedAt > now.toISOString() ? "scheduled" : "published";
}

/** A slug from a title: lowercase words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}
