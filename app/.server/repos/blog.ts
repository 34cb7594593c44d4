import type { Kysely } from "kysely";
import type { BlogCard, BlogPostDetail } from "~/lib/content-types";
import type { Database } from "../db/schema";
import { sanitizeRichText } from "../sanitize";

const cardColumns = ["id", "slug", "title", "excerpt", "image", "category", "publishedAt"] as const;

/** Published posts, newest first. */
export async function listPosts(
  db: Kysely<Database>,
  options: { category?: string; limit?: number; offset?: number } = {},
): Promise<BlogCard[]> {
  let query = db
    .selectFrom("blogPost")
    .select(cardColumns)
    .where("status", "=", "published")
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc");
  if (options.category) query = query.where("category", "=", options.category);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  return (await query.execute()).map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countPosts(db: Kysely<Database>, category?: string): Promise<number> {
  let query = db
    .selectFrom("blogPost")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "published");
  if (category) query = query.where("category", "=", category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The seed's "recent posts": the five newest published posts, computed from the posts. */
export function listRecentPosts(db: Kysely<Database>, limit = 5): Promise<BlogCard[]> {
  return listPosts(db, { limit });
}

/** One published post, its HTML sanitised again on the way out. */
export async function getPost(
  db: Kysely<Database>,
  id: number,
): Promise<BlogPostDetail | undefined> {
  const row = await db
    .selectFrom("blogPost")
    .select([...cardColumns, "contentHtml"])
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, id: Number(row.id), contentHtml: sanitizeRichText(row.contentHtml) };
}
