import type { Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { BlogListQuery } from "~/lib/admin/blog-list";
import { blogState, type BlogState } from "~/lib/schemas/admin-blog";
import { containsText } from "../kit/search";
import type { Database } from "../platform/db/schema";
import { sanitizeRichText } from "../platform/sanitize";

// The blog section's reads (docs/admin.md §8): the list and one post; the saves are in
// writes-admin.ts. A post is a draft or published; a published post whose publishedAt is ahead
// is scheduled, and the public reads (./queries.ts) show it from that instant on (decision 0020).

export type Db = Kysely<Database>;

const SEARCHED = ["title", "excerpt", "slug"];

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  category: string;
  state: BlogState;
  publishedAt: string;
  updatedAt: string;
}

/** One page of posts under the list's filter, and their count (both in SQL). */
export async function listAdminPosts(
  db: Db,
  query: BlogListQuery,
  now = new Date(),
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const nowIso = now.toISOString();
  let base = db.selectFrom("blogPost");
  if (query.status === "draft") base = base.where("status", "<>", "published");
  else if (query.status === "scheduled") {
    base = base.where("status", "=", "published").where("publishedAt", ">", nowIso);
  } else if (query.status === "published") {
    base = base.where("status", "=", "published").where("publishedAt", "<=", nowIso);
  }
  if (query.q) base = base.where(containsText(SEARCHED, query.q.toLowerCase()));
  const column = { published: "publishedAt", title: "title", updated: "updatedAt" } as const;
  const rows = await base
    .select(["id", "title", "slug", "category", "status", "publishedAt", "updatedAt"])
    .orderBy(column[query.sort], query.dir)
    .orderBy("id", query.dir)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    total: Number(n),
    rows: rows.map(({ status, ...r }) => ({
      ...r,
      id: Number(r.id),
      state: blogState(status, r.publishedAt, now),
    })),
  };
}

export interface AdminPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  image: string;
  contentHtml: string;
  status: string;
  state: BlogState;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One post in any state, its HTML sanitised again on the way out. */
export async function getAdminPost(
  db: Db,
  id: number,
  now = new Date(),
): Promise<AdminPost | undefined> {
  const row = await db.selectFrom("blogPost").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    id: Number(row.id),
    version: Number(row.version),
    contentHtml: sanitizeRichText(row.contentHtml),
    state: blogState(row.status, row.publishedAt, now),
  };
}
