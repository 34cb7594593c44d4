import type { BlogPostDetail } from "~/lib/content-types";
import type { FieldErrors } from "~/lib/forms";
import { parseWith } from "~/lib/forms";
import { blogPostSchema } from "~/lib/schemas/admin-blog";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import { readForm } from "../kit/form-action";
import { sanitizeRichText } from "../platform/sanitize";
import { adminZone } from "../kit/zone";

export type PostPreview =
  { ok: true; post: BlogPostDetail; scheduled: boolean } | { ok: false; errors: FieldErrors };

/**
 * The post form as posted, read for "Preview changes": parsed with the form's own schema and
 * its body sanitised as a save sanitises it, so the preview shows what saving would store.
 * Nothing is written to the database. The date is the schedule's when the form names one
 * ahead; for a post already live (the edit form sends its `postId`), the date readers see on
 * it; otherwise now, as publishing now would date it.
 */
export async function previewPostForm(
  request: Request,
  now = new Date(),
  /** When the post with this id went live, if it is live; the route reads it from the database. */
  liveSince?: (postId: number) => Promise<string | null>,
): Promise<PostPreview> {
  const fields = await readForm(request);
  const parsed = parseWith(blogPostSchema, fields);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const input = parsed.data;
  const at = input.publishAt ? zonedTimeToUtc(input.publishAt, adminZone(request)) : null;
  const scheduled = at !== null && at.getTime() > now.getTime();
  const postId = /^\d{1,9}$/.test(fields.postId ?? "") ? Number(fields.postId) : null;
  const live = !scheduled && postId !== null && liveSince ? await liveSince(postId) : null;
  return {
    ok: true,
    scheduled,
    post: {
      // Not shown by the article; a post being written may not have an id yet.
      id: 0,
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      category: input.category,
      image: input.image,
      publishedAt: live ?? (scheduled ? at! : now).toISOString(),
      contentHtml: sanitizeRichText(input.contentHtml),
    },
  };
}
