import type { Kysely } from "kysely";
import type { BlogCard, BlogPostDetail } from "~/lib/content-types";
import type { Database } from "../db/schema";
import { sanitizeRichText } from "../sanitize";

const cardColumns = ["id", "slug", "title", "excerpt", "image", "category", "publishedAt"] as const;

/**
 * The posts a reader may see: published, and live (publishedAt <= now). A scheduled post is a
 * published one whose time has not come; it appears by itself when it does (decision 0020).
 * publishedAt is an ISO date or instant, so text order is time order ("2025-02-02" reads as
 * that day's start).
 */
function live(db: Kysely<Database>, now: Date = new Date()) {
  return db
    .selectFrom("blogPost")
    .where("status", "=", "published")
    .where("publishedAt", "<=", now.toISOString());
}

/** Published posts, newest first. */
export async function listPosts(
  db: Kysely<Database>,
  options: { category?: string; limit?: number; offset?: number } = {},
): Promise<BlogCard[]> {
  let query = live(db).select(cardColumns).orderBy("publishedAt", "desc").orderBy("id", "desc");
  if (options.category) query = query.where("category", "=", options.category);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  return (await query.execute()).map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countPosts(db: Kysely<Database>, category?: string): Promise<number> {
  let query = live(db).select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (category) query = query.where("category", "=", category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The original specification's "recent posts" (docs/product.md §7.6): the five newest published
 * posts, computed from the posts (§7.13).
 */
export function listRecentPosts(db: Kysely<Database>, limit = 5): Promise<BlogCard[]> {
  return listPosts(db, { limit });
}

/** One published post, its HTML sanitised again on the way out. */
export async function getPost(
  db: Kysely<Database>,
  id: number,
): Promise<BlogPostDetail | undefined> {
  const row = await live(db)
    .select([...cardColumns, "contentHtml"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, id: Number(row.id), contentHtml: sanitizeRichText(row.contentHtml) };
}

/**
 * The newest live post's time: it changes the moment a scheduled post goes live, which is how
 * every process's page cache learns of it (server/page-cache.ts, decision 0020).
 */
export async function latestLivePostAt(db: Kysely<Database>, now = new Date()): Promise<string> {
  const row = await live(db, now)
    .select((eb) => eb.fn.max("publishedAt").as("at"))
    .executeTakeFirst();
  return row?.at ?? "";
}
