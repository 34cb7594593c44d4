import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../../content/blog";
import { createTestServices, engines } from "../../../tests/support/databases";
import { getPost, listPosts, listRecentPosts } from "../blog/queries";
import { getCourseBySlug, listCourses } from "../courses/queries";
import { helpTopics } from "../../../content/help";
import { HELP_TOPICS } from "~/lib/content-types";
import {
  listBoardLogos,
  listFaq,
  listFeatureCards,
  listHelpTopics,
  listTestimonials,
} from "../content/queries";
import { seedContent } from "./seed";
import type { AppServices } from "./types";

async function counts(services: AppServices) {
  const tables = [
    "course",
    "blogPost",
    "testimonial",
    "faqItem",
    "helpItem",
    "featureCard",
    "boardLogo",
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await services.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  return out;
}

/** A course's stored title, to see whether a seed run overwrote an admin's edit. */
async function courseTitle(services: AppServices, id: string) {
  const row = await services.db
    .selectFrom("course")
    .select("title")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.title;
}

describe.each(engines)("seed content on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  it("loads every table of an empty database once, and a second run changes nothing", async () => {
    expect(await seedContent(services)).toBe(true);
    const first = await counts(services);
    expect(first).toEqual({
      course: 31,
      blogPost: 13,
      testimonial: 6,
      faqItem: 25,
      helpItem: 31,
      featureCard: 7,
      boardLogo: 6,
    });
    expect(await seedContent(services)).toBe(false);
    expect(await counts(services)).toEqual(first);
  });

  it("never brings back or overwrites what an admin changed", async () => {
    await services.db
      .updateTable("course")
      .set({ title: "Edited by an admin" })
      .where("id", "=", "4")
      .execute();
    await services.db.deleteFrom("testimonial").where("id", "=", "t6").execute();
    await seedContent(services);
    expect(await courseTitle(services, "4")).toBe("Edited by an admin");
    expect((await listTestimonials(services.db)).map((t) => t.id)).not.toContain("t6");
  });

  it("has courses 4 to 34 across the three categories, with primary-computing among them", async () => {
    const all = await listCourses(services.db);
    expect(all.map((c) => Number(c.id)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 4),
    );
    expect(new Set(all.map((c) => c.category))).toEqual(
      new Set(["K-12 Subjects", "Languages", "Mental Health"]),
    );
    const primary = await getCourseBySlug(services.db, "primary-computing");
    expect(primary?.summary).toHaveLength(4);
    expect(
      await listCourses(services.db, { category: "Languages", q: "spanish" }),
    ).not.toHaveLength(0);
  });

  it("has posts 1 to 13 with recent posts computed from the newest five", async () => {
    const posts = await listPosts(services.db);
    expect(posts.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    const recent = await listRecentPosts(services.db);
    expect(recent).toHaveLength(5);
    const newest = [...posts]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, 5);
    expect(recent.map((p) => p.id)).toEqual(newest.map((p) => p.id));
    expect((await getPost(services.db, 9))?.contentHtml).toContain("<table>");
  });

  it("has the landing FAQ, the four contact groups, the cards and the logos", async () => {
    const landing = await listFaq(services.db, "landing");
    expect(landing).toHaveLength(5);
    expect(landing.map((f) => f.isOpen)).toEqual([false, true, false, false, false]);
    for (const group of ["parents", "students", "educators", "clients"]) {
      const items = await listFaq(services.db, group);
      expect(items).toHaveLength(5);
      expect(items.filter((f) => f.isOpen)).toHaveLength(1);
    }
    expect((await listFeatureCards(services.db, "service")).map((c) => c.title)).toEqual([
      "Social Interaction",
      "Virtual Learning",
      "Online Curriculum",
    ]);
    expect((await listFeatureCards(services.db, "advantage")).map((c) => c.title)).toEqual([
      "Personalized Learning Journey",
      "Engaging & Interactive Content",
      "Expert Guidance & Insights",
      "Flexible Learning Anytime, Anywhere",
    ]);
    expect((await listBoardLogos(services.db)).map((b) => b.name).slice(0, 4)).toEqual([
      "CBSE",
      "ICSE",
      "IGCSE",
      "IB",
    ]);
  });

  it("has the Help Center's six topics in order, each question as written", async () => {
    const topics = await listHelpTopics(services.db);
    expect(topics.map((t) => t.id)).toEqual([...HELP_TOPICS]);
    expect(topics[0].title).toBe("Getting started");
    for (const seeded of helpTopics) {
      const topic = topics.find((t) => t.id === seeded.id);
      expect(topic?.items.map((i) => i.question)).toEqual(seeded.items.map((i) => i.question));
    }
  });

  it("loads the Help Center into a database seeded before it was editable, once", async () => {
    await services.db.deleteFrom("helpItem").execute();
    await services.db.deleteFrom("appSetting").where("key", "=", "helpSeededAt").execute();
    expect(await seedContent(services)).toBe(true);
    expect(await courseTitle(services, "4")).toBe("Edited by an admin");
    expect((await listHelpTopics(services.db)).flatMap((t) => t.items)).toHaveLength(31);
    expect(await seedContent(services)).toBe(false);
  });

  it("stores every post's HTML exactly as written (our content passes the sanitiser)", async () => {
    for (const post of blogPosts) {
      const row = await services.db
        .selectFrom("blogPost")
        .select("contentHtml")
        .where("id", "=", post.id)
        .executeTakeFirstOrThrow();
      expect(row.contentHtml, `post ${post.id}`).toBe(post.contentHtml);
    }
  });
});
