import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { blogListQuery } from "~/lib/admin/blog-list";
import { readListQuery } from "~/lib/admin/list-query";
import { localInputValue } from "~/lib/admin/time";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import type { BlogPostInput } from "~/lib/schemas/admin-blog";
import { AdminRefusal, CONFLICT_MESSAGE } from "../kit/write";
import { getContentVersion } from "../platform/content-version";
import type { AppServices } from "../platform/types";
import { getAdminPost, listAdminPosts } from "./queries-admin";
import { createPost, deletePost, updatePost } from "./writes-admin";
import {
  countPosts,
  getPost,
  latestLivePostAt,
  listPosts,
  listRecentPosts,
  livePostIdBySlug,
} from "./queries";

const admin = { id: "admin-1", email: "asha@learnova.example" };
const NOW = new Date("2026-11-25T10:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

function input(fields: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: "Reading together",
    slug: "reading-together",
    excerpt: "Why reading aloud matters.",
    category: "PARENTING",
    image: "/images/blog/reading",
    contentHtml: "<h2>Start</h2><p>Read daily.</p>",
    publishAt: "",
    ...fields,
  };
}

const list = (url: string) => readListQuery(blogListQuery, `http://x/admin/blog${url}`);

describe.each(engines)("the blog section on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await services.db.deleteFrom("blogPost").execute();
    await services.db.deleteFrom("auditLog").execute();
  });

  it("saves a draft sanitised, audited and out of the readers' view", async () => {
    const before = await getContentVersion(services.db);
    const id = await createPost(
      services.db,
      admin,
      {
        intent: "save",
        input: input({
          contentHtml:
            '<h2 onclick="x()">Start</h2><script>alert(1)</script><p><a href="javascript:alert(1)">j</a></p><iframe src="https://e.example"></iframe><hr data-block="demo-cta">',
        }),
      },
      NOW,
    );
    const post = await getAdminPost(services.db, id, NOW);
    expect(post).toMatchObject({ state: "draft", status: "draft", version: 1 });
    expect(post!.contentHtml).toBe('<h2>Start</h2><p><a>j</a></p><hr data-block="demo-cta" />');
    expect(await getContentVersion(services.db)).not.toBe(before);
    const audit = await services.db.selectFrom("auditLog").selectAll().execute();
    expect(audit.map((a) => [a.action, a.entity, a.actorId])).toEqual([
      ["post.create", "post", admin.id],
    ]);
    expect(await getPost(services.db, id)).toBeUndefined();
    expect(await countPosts(services.db)).toBe(0);
  });

  it("publishes now, schedules ahead, and shows a post only once its time has come", async () => {
    const live = await createPost(
      services.db,
      admin,
      { intent: "publish", input: input({ slug: "live" }) },
      NOW,
    );
    const ahead = await createPost(
      services.db,
      admin,
      { intent: "schedule", input: input({ slug: "ahead" }), publishAt: minutes(30) },
      NOW,
    );
    expect((await getAdminPost(services.db, live, NOW))!.publishedAt).toBe(NOW.toISOString());
    expect((await getAdminPost(services.db, ahead, NOW))!.state).toBe("scheduled");
    expect((await getAdminPost(services.db, ahead, minutes(31)))!.state).toBe("published");

    // The public repos read the clock: the scheduled post is not there yet (real now is
    // before 2026-11-25T10:30Z only in this test's story, so compare with latestLivePostAt).
    expect(await latestLivePostAt(services.db, minutes(1))).toBe(NOW.toISOString());
    expect(await latestLivePostAt(services.db, minutes(31))).toBe(minutes(30).toISOString());

    const { rows: scheduled } = await listAdminPosts(services.db, list("?status=scheduled"), NOW);
    expect(scheduled.map((r) => r.id)).toEqual([ahead]);
    const { rows: published } = await listAdminPosts(services.db, list("?status=published"), NOW);
    expect(published.map((r) => r.id)).toEqual([live]);
  });

  it("keeps future posts and drafts off every public list, whatever the real clock says", async () => {
    const future = new Date(Date.now() + 3_600_000);
    const ahead = await createPost(
      services.db,
      admin,
      { intent: "schedule", input: input({ slug: "later" }), publishAt: future },
      new Date(),
    );
    await createPost(services.db, admin, { intent: "save", input: input({ slug: "draft" }) });
    const live = await createPost(services.db, admin, {
      intent: "publish",
      input: input({ slug: "now" }),
    });
    expect((await listPosts(services.db)).map((p) => p.id)).toEqual([live]);
    expect((await listRecentPosts(services.db)).map((p) => p.id)).toEqual([live]);
    expect(await countPosts(services.db)).toBe(1);
    expect(await getPost(services.db, ahead)).toBeUndefined();
  });

  it("refuses a past schedule, an empty published body, a taken slug and a stale version", async () => {
    const refusal = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(AdminRefusal);
    await refusal(
      createPost(
        services.db,
        admin,
        { intent: "schedule", input: input(), publishAt: minutes(-1) },
        NOW,
      ),
    );
    await refusal(
      createPost(
        services.db,
        admin,
        { intent: "publish", input: input({ contentHtml: "<p><script>x</script></p>" }) },
        NOW,
      ),
    );
    const id = await createPost(services.db, admin, { intent: "save", input: input() }, NOW);
    await refusal(
      createPost(services.db, admin, { intent: "save", input: input({ title: "Other" }) }, NOW),
    );
    await updatePost(services.db, admin, id, 1, { intent: "publish", input: input() }, NOW);
    await expect(
      updatePost(services.db, admin, id, 1, { intent: "unpublish", input: input() }, NOW),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    const post = await getAdminPost(services.db, id, NOW);
    expect(post).toMatchObject({ status: "published", version: 2 });
    await updatePost(services.db, admin, id, 2, { intent: "unpublish", input: input() }, NOW);
    expect((await getAdminPost(services.db, id, NOW))!.state).toBe("draft");
    const rows = await services.db.selectFrom("blogPost").select("id").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers a slug, and every slug the post had before, with its id (issue 23, item 18)", async () => {
    const publish = (slug: string) =>
      createPost(services.db, admin, { intent: "publish", input: input({ slug }) }, NOW);
    const id = await publish("first-slug");
    const other = await publish("other-post");
    expect(await livePostIdBySlug(services.db, "first-slug")).toBe(id);
    const save = (version: number, slug: string) =>
      updatePost(services.db, admin, id, version, { intent: "save", input: input({ slug }) }, NOW);
    await save(1, "second-slug");
    await save(2, "third-slug");
    for (const slug of ["first-slug", "second-slug", "third-slug"]) {
      expect(await livePostIdBySlug(services.db, slug)).toBe(id);
    }
    expect(await livePostIdBySlug(services.db, "other-post")).toBe(other);
    expect(await livePostIdBySlug(services.db, "never-used")).toBeUndefined();
    // Another post can't take an old slug: it still leads to its post.
    await expect(
      updatePost(services.db, admin, other, 1, {
        intent: "save",
        input: input({ slug: "first-slug" }),
      }),
    ).rejects.toThrow("The address /blog/first-slug used to belong to “Reading together”");
    // The post takes one back: its own again, and the others still redirect.
    await save(3, "first-slug");
    const redirects = await services.db
      .selectFrom("blogSlugRedirect")
      .select("slug")
      .orderBy("slug")
      .execute();
    expect(redirects.map((r) => r.slug)).toEqual(["second-slug", "third-slug"]);
    // Unpublished, none of its slugs lead anywhere.
    await updatePost(
      services.db,
      admin,
      id,
      4,
      { intent: "unpublish", input: input({ slug: "first-slug" }) },
      NOW,
    );
    expect(await livePostIdBySlug(services.db, "second-slug")).toBeUndefined();
    await deletePost(services.db, admin, id, 5, NOW);
    expect(await services.db.selectFrom("blogSlugRedirect").selectAll().execute()).toEqual([]);
  });

  describe("deleting", () => {
    const posts = () => services.db.selectFrom("blogPost").select("id").execute();
    const audits = (action: string) =>
      services.db.selectFrom("auditLog").selectAll().where("action", "=", action).execute();

    it("deletes a draft, audited with its fields as they were, and keeps its images", async () => {
      await services.db.deleteFrom("media").where("id", "=", "cover-kept").execute();
      await services.db
        .insertInto("media")
        .values({
          id: "cover-kept",
          originalName: "cover.png",
          sourceType: "image/png",
          sourceBytes: 10,
          width: 1200,
          height: 800,
          shape: "cover",
          createdBy: null,
          createdAt: NOW.toISOString(),
        })
        .execute();
      const id = await createPost(
        services.db,
        admin,
        { intent: "save", input: input({ image: "/media/u/cover-kept" }) },
        NOW,
      );
      const version = await getContentVersion(services.db);
      await deletePost(services.db, admin, id, 1, NOW);
      expect(await getAdminPost(services.db, id, NOW)).toBeUndefined();
      expect(await posts()).toHaveLength(0);
      expect(await getContentVersion(services.db)).not.toBe(version);
      const media = await services.db.selectFrom("media").select("id").execute();
      expect(media.map((m) => m.id)).toContain("cover-kept");

      const [row] = await audits("post.delete");
      expect(row).toMatchObject({ entity: "post", entityId: String(id), actorId: admin.id });
      const detail = JSON.parse(row.detail!) as { before: Record<string, unknown>; after: null };
      expect(detail.after).toBeNull();
      expect(detail.before).toMatchObject({
        id,
        title: "Reading together",
        slug: "reading-together",
        excerpt: "Why reading aloud matters.",
        category: "PARENTING",
        image: "/media/u/cover-kept",
        status: "draft",
        contentChars: "<h2>Start</h2><p>Read daily.</p>".length,
      });
      await services.db.deleteFrom("media").where("id", "=", "cover-kept").execute();
    });

    it("deletes a scheduled post before it goes live", async () => {
      const future = new Date(Date.now() + 3_600_000);
      const id = await createPost(
        services.db,
        admin,
        { intent: "schedule", input: input(), publishAt: future },
        new Date(),
      );
      expect((await getAdminPost(services.db, id))!.state).toBe("scheduled");
      await deletePost(services.db, admin, id, 1);
      expect(await posts()).toHaveLength(0);
      expect(await getPost(services.db, id)).toBeUndefined();
      expect(await audits("post.delete")).toHaveLength(1);
    });

    it("refuses a live post: it must be unpublished first", async () => {
      const id = await createPost(services.db, admin, { intent: "publish", input: input() }, NOW);
      const version = await getContentVersion(services.db);
      const refused = deletePost(services.db, admin, id, 1, minutes(1));
      await expect(refused).rejects.toBeInstanceOf(AdminRefusal);
      await expect(refused).rejects.toMatchObject({ status: 409, message: /Unpublish it first/ });
      expect(await getAdminPost(services.db, id, NOW)).toMatchObject({
        status: "published",
        version: 1,
      });
      expect(await audits("post.delete")).toHaveLength(0);
      expect(await getContentVersion(services.db)).toBe(version);

      // Unpublished, the same post can go.
      await updatePost(services.db, admin, id, 1, { intent: "unpublish", input: input() }, NOW);
      await deletePost(services.db, admin, id, 2, minutes(1));
      expect(await posts()).toHaveLength(0);
    });

    it("never gives a new post a deleted post's address", async () => {
      await services.db.deleteFrom("appSetting").where("key", "=", "blogPostDeletedId").execute();
      const save = (slug: string) =>
        createPost(services.db, admin, { intent: "save", input: input({ slug }) }, NOW);
      const first = await save("first");
      const second = await save("second");
      await deletePost(services.db, admin, second, 1, NOW);
      await deletePost(services.db, admin, first, 1, NOW);
      const third = await save("third");
      expect(third).toBe(second + 1);
      await deletePost(services.db, admin, third, 1, NOW);
      expect(await save("fourth")).toBe(third + 1);
    });

    it("refuses a stale form and a post already deleted, changing nothing", async () => {
      const id = await createPost(services.db, admin, { intent: "save", input: input() }, NOW);
      await updatePost(
        services.db,
        admin,
        id,
        1,
        { intent: "save", input: input({ title: "Changed meanwhile" }) },
        NOW,
      );
      await expect(deletePost(services.db, admin, id, 1, NOW)).rejects.toThrow(CONFLICT_MESSAGE);
      expect(await getAdminPost(services.db, id, NOW)).toMatchObject({
        title: "Changed meanwhile",
        version: 2,
      });
      expect(await audits("post.delete")).toHaveLength(0);
      await deletePost(services.db, admin, id, 2, NOW);
      await expect(deletePost(services.db, admin, id, 2, NOW)).rejects.toMatchObject({
        status: 404,
      });
      expect(await audits("post.delete")).toHaveLength(1);
    });
  });

  it("searches and sorts in SQL", async () => {
    for (const [slug, title] of [
      ["b-post", "Bilingual homes"],
      ["a-post", "A calm morning"],
      ["c-post", "Curious children"],
    ]) {
      await createPost(services.db, admin, { intent: "save", input: input({ slug, title }) }, NOW);
    }
    const { rows, total } = await listAdminPosts(services.db, list("?sort=title&dir=asc"), NOW);
    expect(total).toBe(3);
    expect(rows.map((r) => r.title)).toEqual([
      "A calm morning",
      "Bilingual homes",
      "Curious children",
    ]);
    const found = await listAdminPosts(services.db, list("?q=CURIOUS"), NOW);
    expect(found.rows.map((r) => r.slug)).toEqual(["c-post"]);
  });
});

describe("times in the admin's zone", () => {
  it("reads a wall time in the zone, across DST", () => {
    expect(zonedTimeToUtc("2026-11-25T16:00", "Asia/Kolkata")!.toISOString()).toBe(
      "2026-11-25T10:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-07-01T09:00", "Europe/London")!.toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-01-01T09:00", "Europe/London")!.toISOString()).toBe(
      "2026-01-01T09:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-02-30T09:00", "UTC")).toBeNull();
    expect(localInputValue("2026-11-25T10:30:00.000Z", "Asia/Kolkata")).toBe("2026-11-25T16:00");
  });
});
