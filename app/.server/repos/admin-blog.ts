import { sql, type Kysely, type Transaction } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { BlogListQuery } from "~/lib/admin/blog-list";
import {
  blogState,
  type BlogIntent,
  type BlogPostInput,
  type BlogState,
} from "~/lib/schemas/admin-blog";
import { isUploadedImage } from "~/lib/media";
import {
  adminWrite,
  AdminRefusal,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "../admin/write";
import { containsText } from "../admin/search";
import type { Database } from "../db/schema";
import { getSetting } from "./settings";
import { sanitizeRichText } from "../sanitize";
import type { SessionUser } from "../session";

// The blog section (docs/admin.md §8): the list, one post, and the saves. A post is a draft or
// published; a published post whose publishedAt is ahead is scheduled, and the public repos
// (./blog.ts) show it from that instant on (decision 0020). Every change goes through
// adminWrite with publicContent, so every process drops its cached pages at once.

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, "id" | "email">;

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

export interface PostSave {
  intent: BlogIntent;
  input: BlogPostInput;
  /** The schedule's instant (intent "schedule"), already read in the admin's zone. */
  publishAt?: Date | null;
}

/** What a save writes: the fields, sanitised, and the state the intent asks for. */
function planned(
  save: PostSave,
  current: { status: string; publishedAt: string } | null,
  now: Date,
) {
  const contentHtml = sanitizeRichText(save.input.contentHtml);
  let status = current?.status ?? "draft";
  let publishedAt = current?.publishedAt ?? now.toISOString();
  switch (save.intent) {
    case "publish":
      status = "published";
      // Publishing what is already live keeps its date; a draft or scheduled post goes live now.
      if (!current || blogState(current.status, current.publishedAt, now) !== "published") {
        publishedAt = now.toISOString();
      }
      break;
    case "schedule": {
      const at = save.publishAt;
      if (!at) throw new AdminRefusal("Choose the date and time the post goes live.", 422);
      if (at.getTime() <= now.getTime()) {
        throw new AdminRefusal("Choose a time in the future, or publish now.", 422);
      }
      status = "published";
      publishedAt = at.toISOString();
      break;
    }
    case "unpublish":
      status = "draft";
      break;
    case "save":
      break;
  }
  if (
    status === "published" &&
    contentHtml.replace(/<[^>]*>/g, "").trim() === "" &&
    !/<img|<hr data-block/.test(contentHtml)
  ) {
    throw new AdminRefusal("Write the post before publishing it: its body is empty.", 422);
  }
  const { publishAt: _omit, ...fields } = save.input;
  void _omit;
  return { ...fields, contentHtml, status, publishedAt };
}

async function checkRefs(trx: Transaction<Database>, input: BlogPostInput, id: number | null) {
  let clash = trx.selectFrom("blogPost").select("id").where("slug", "=", input.slug);
  if (id !== null) clash = clash.where("id", "<>", id);
  if (await clash.executeTakeFirst()) {
    throw new AdminRefusal("Another post already uses this slug. Choose another.", 409);
  }
  if (isUploadedImage(input.image)) {
    const mediaId = input.image.slice("/media/u/".length);
    const found = await trx
      .selectFrom("media")
      .select("id")
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!found) throw new AdminRefusal("That cover image was not found. Upload it again.", 422);
  }
}

/** The audit row's view: the fields, with the body as its length (the row keeps the text). */
function audited(p: Record<string, unknown>): Record<string, unknown> {
  const { contentHtml, ...rest } = p;
  return { ...rest, contentChars: typeof contentHtml === "string" ? contentHtml.length : null };
}

/**
 * The highest id a deleted post had: a new post never takes a deleted one's address, which
 * old links, feed readers and search engines may still hold (and the audit log names).
 */
const DELETED_ID_KEY = "blogPostDeletedId";

/** Raises the deleted-id mark to `id`, never lowers it (two deletions at once keep the higher). */
async function markDeletedId(trx: Transaction<Database>, id: number) {
  const updatedAt = new Date().toISOString();
  await trx
    .insertInto("appSetting")
    .values({ key: DELETED_ID_KEY, value: String(id), updatedAt })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ value: String(id), updatedAt })
        .where(sql<number>`cast(${sql.ref("appSetting.value")} as integer)`, "<", id),
    )
    .execute();
}

/** A new post (a draft, published now, or scheduled). Returns its id. */
export async function createPost(
  db: Db,
  actor: Actor,
  save: PostSave,
  now = new Date(),
): Promise<number> {
  const fields = planned(save, null, now);
  // Ids are the public address (/blog/<id>); the next one is taken inside the transaction and
  // a rare clash of two creations is retried.
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminWrite(db, actor, {
        action: `post.create`,
        entity: "post",
        entityId: null,
        publicContent: true,
        run: async (trx) => {
          await checkRefs(trx, save.input, null);
          const { max } = await trx
            .selectFrom("blogPost")
            .select((eb) => eb.fn.max("id").as("max"))
            .executeTakeFirstOrThrow();
          const deleted = Number((await getSetting(trx, DELETED_ID_KEY)) ?? 0);
          const id = Math.max(Number(max ?? 0), deleted) + 1;
          const stamp = now.toISOString();
          await trx
            .insertInto("blogPost")
            .values({ id, ...fields, createdAt: stamp, updatedAt: stamp })
            .execute();
          return { after: audited({ id, ...fields }), result: id };
        },
      });
    } catch (error) {
      if (
        attempt < 2 &&
        /unique|duplicate/i.test(String(error)) &&
        !(error instanceof AdminRefusal)
      )
        continue;
      throw error;
    }
  }
}

/** The post's row inside a write, or the refusal that it is gone. */
async function storedPost(trx: Transaction<Database>, id: number) {
  const row = await trx.selectFrom("blogPost").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordMissing("This post");
  return row;
}

/** Saves a post with the version the admin loaded; the intent moves its state. */
export async function updatePost(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  save: PostSave,
  now = new Date(),
): Promise<void> {
  await adminWrite(db, actor, {
    action: `post.${save.intent}`,
    entity: "post",
    entityId: String(id),
    publicContent: true,
    run: async (trx) => {
      const current = await storedPost(trx, id);
      await checkRefs(trx, save.input, id);
      const fields = planned(save, current, now);
      await updateVersioned(trx, "blogPost", String(id), version, {
        ...fields,
        updatedAt: now.toISOString(),
      });
      const before = Object.fromEntries(
        Object.keys(fields).map((k) => [k, current[k as keyof typeof current]]),
      );
      return { before: audited(before), after: audited(fields), result: undefined };
    },
  });
}

/** The fields a deleted post's audit row keeps as "before" (its body as its length). */
const DELETED_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "category",
  "image",
  "contentHtml",
  "status",
  "publishedAt",
  "createdAt",
  "updatedAt",
] as const;

/**
 * Deletes a draft or a scheduled post, with the version the admin loaded. A live post is
 * refused: it must be unpublished first, so a reader's page never vanishes by one click.
 * Uploaded images (media rows) stay: another post or the editor's history may use them.
 */
export async function deletePost(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  now = new Date(),
): Promise<void> {
  await adminWrite(db, actor, {
    action: "post.delete",
    entity: "post",
    entityId: String(id),
    publicContent: true,
    run: async (trx) => {
      const current = await storedPost(trx, id);
      // A stale form first: what it showed (and so the admin's decision) is out of date.
      if (Number(current.version) !== version) throw new VersionConflict();
      if (blogState(current.status, current.publishedAt, now) === "published") {
        throw new AdminRefusal(
          "This post is live on the site. Unpublish it first, then delete it.",
          409,
        );
      }
      // The version in the statement too: a save between the read and here loses nothing.
      const done = await trx
        .deleteFrom("blogPost")
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(done.numDeletedRows) !== 1) throw new VersionConflict();
      await markDeletedId(trx, id);
      const before = Object.fromEntries(DELETED_FIELDS.map((k) => [k, current[k]]));
      return { before: audited({ id, ...before }), after: null, result: undefined };
    },
  });
}
