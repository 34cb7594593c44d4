import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { getContentVersion } from "../platform/content-version";
import { prepareImage, type PreparedImage } from "../media";
import type { AppServices } from "../platform/types";
import { courseFieldsSchema, type CourseFields } from "~/lib/schemas/admin-courses";
import { VersionConflict } from "../kit/write";
import { getAdminCourse, listAdminCourses } from "./queries-admin";
import {
  createCourse,
  deleteCourse,
  moveCourse,
  setCoursePublished,
  SlugTaken,
  updateCourse,
} from "./writes-admin";
import { getCourseBySlug, listCourses, resolveCourseRedirect } from "./queries";

const actor = { id: "admin-1", email: "ada@example.com" };

const form = {
  title: "Portuguese for Travellers",
  slug: "",
  category: "Languages",
  level: "Beginner",
  audience: "adults",
  board: "",
  description: "Conversational Portuguese for travellers, in small live groups.",
  summary1: "Greetings",
  summary2: "Ordering food",
  summary3: "Directions",
  summary4: "Small talk",
  durationWeeks: "10",
  sessionsPerWeek: "2",
};

function fields(over: Partial<typeof form> = {}): CourseFields {
  return courseFieldsSchema.parse({ ...form, ...over });
}

describe("the course fields", () => {
  it("checks every field and says what is wrong", () => {
    const r = courseFieldsSchema.safeParse({
      ...form,
      title: "",
      slug: "Not A Slug",
      category: "Cooking",
      board: "CBSE",
      durationWeeks: "1.5",
      sessionsPerWeek: "9",
      summary3: "",
    });
    expect(r.success).toBe(false);
    const messages: Record<string, string> = {};
    for (const i of r.error?.issues ?? []) messages[String(i.path[0])] ??= i.message;
    expect(messages.title).toBe("Enter the title.");
    expect(messages.slug).toMatch(/lower-case letters/);
    expect(messages.category).toBe("Choose a category.");
    expect(messages.durationWeeks).toBe("The duration in weeks must be a whole number.");
    expect(messages.sessionsPerWeek).toBe("The number of classes a week must be between 1 and 7.");
    expect(messages.summary3).toBe("Enter the third topic.");
  });

  it("makes the slug from the title when left empty; a board only for K-12", () => {
    expect(fields().slug).toBe("portuguese-for-travellers");
    const r = courseFieldsSchema.safeParse({ ...form, board: "CBSE" });
    expect(r.error?.issues[0].message).toMatch(/K-12 Subjects only/);
    expect(fields({ category: "K-12 Subjects", board: "CBSE" }).board).toBe("CBSE");
  });
});

describe.each(engines)("the courses section on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let cover: PreparedImage;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const prepared = await prepareImage(
      { bytes: png, filename: "c.png", claimedType: "image/png" },
      "cover",
    );
    if ("error" in prepared) throw new Error(prepared.error);
    cover = prepared;
  });
  afterAll(async () => cleanup());

  const fresh = () => ({ ...cover, id: Math.random().toString(16).slice(2).padEnd(32, "0") });

  it("creates, publishes at once for every page, renames with a redirect, unpublishes", async () => {
    const v0 = await getContentVersion(services.db);
    const { id } = await createCourse(services.db, actor, fields({ slug: "pt-travel" }), {
      published: true,
      image: fresh(),
    });
    expect(await getContentVersion(services.db)).not.toBe(v0);
    const shown = await getCourseBySlug(services.db, "pt-travel");
    expect(shown?.image).toMatch(/^\/media\/u\/[0-9a-f]{32}$/);
    expect((await listCourses(services.db)).some((c) => c.id === id)).toBe(true);
    // Last in its category.
    const languages = await listAdminCourses(services.db, {
      q: "",
      category: "Languages",
      published: "",
    });
    expect(languages.at(-1)?.id).toBe(id);

    let course = (await getAdminCourse(services.db, id))!;
    await updateCourse(
      services.db,
      actor,
      id,
      course.version,
      fields({ slug: "pt-travel-2" }),
      null,
    );
    expect(await resolveCourseRedirect(services.db, "pt-travel")).toBe("pt-travel-2");
    course = (await getAdminCourse(services.db, id))!;
    expect(course.oldSlugs).toEqual(["pt-travel"]);

    // A stale form is refused.
    await expect(
      updateCourse(services.db, actor, id, course.version - 1, fields({ slug: "x-y-z" }), null),
    ).rejects.toBeInstanceOf(VersionConflict);

    // Renaming twice keeps both old addresses; taking an old one back removes its redirect.
    await updateCourse(
      services.db,
      actor,
      id,
      course.version,
      fields({ slug: "pt-travel-3" }),
      null,
    );
    course = (await getAdminCourse(services.db, id))!;
    expect(await resolveCourseRedirect(services.db, "pt-travel")).toBe("pt-travel-3");
    await updateCourse(services.db, actor, id, course.version, fields({ slug: "pt-travel" }), null);
    course = (await getAdminCourse(services.db, id))!;
    expect(course.slug).toBe("pt-travel");
    expect(course.oldSlugs.sort()).toEqual(["pt-travel-2", "pt-travel-3"]);

    await setCoursePublished(services.db, actor, id, course.version, false);
    expect(await getCourseBySlug(services.db, "pt-travel")).toBeUndefined();
    expect(await resolveCourseRedirect(services.db, "pt-travel-2")).toBeUndefined();
  });

  it("refuses a slug another course uses or used", async () => {
    const a = await createCourse(services.db, actor, fields({ slug: "slug-a" }), {
      published: true,
      image: fresh(),
    });
    const b = await createCourse(services.db, actor, fields({ slug: "slug-b" }), {
      published: true,
      image: fresh(),
    });
    await expect(
      createCourse(services.db, actor, fields({ slug: "slug-a" }), {
        published: true,
        image: fresh(),
      }),
    ).rejects.toBeInstanceOf(SlugTaken);
    const ca = (await getAdminCourse(services.db, a.id))!;
    await updateCourse(services.db, actor, a.id, ca.version, fields({ slug: "slug-a2" }), null);
    const cb = (await getAdminCourse(services.db, b.id))!;
    await expect(
      updateCourse(services.db, actor, b.id, cb.version, fields({ slug: "slug-a" }), null),
    ).rejects.toBeInstanceOf(SlugTaken);
  });

  it("moves a course within its category only", async () => {
    const list = async () =>
      (
        await listAdminCourses(services.db, { q: "", category: "Mental Health", published: "" })
      ).map((c) => c.id);
    for (const slug of ["calm-1", "calm-2", "calm-3"]) {
      await createCourse(services.db, actor, fields({ slug, category: "Mental Health" }), {
        published: true,
        image: fresh(),
      });
    }
    const before = await list();
    const second = (await getAdminCourse(services.db, before[1]))!;
    await moveCourse(services.db, actor, second.id, second.version, "up");
    const after = await list();
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    const first = (await getAdminCourse(services.db, after[0]))!;
    await expect(moveCourse(services.db, actor, first.id, first.version, "up")).rejects.toThrow(
      "already first",
    );
  });

  it("deletes a course without enrolments only", async () => {
    const { id } = await createCourse(services.db, actor, fields({ slug: "to-delete" }), {
      published: false,
      image: fresh(),
    });
    const [user] = await services.db.selectFrom("user").select("id").limit(1).execute();
    const userId = user?.id ?? "u1";
    if (!user) {
      const now = new Date().toISOString();
      await services.db
        .insertInto("user")
        .values({
          id: userId,
          name: "L",
          email: "l@example.com",
          emailVerified: 0,
          createdAt: now,
          updatedAt: now,
        } as never)
        .execute();
    }
    const now = new Date().toISOString();
    await services.db
      .insertInto("enrollment")
      .values({
        id: "e1",
        userId,
        courseId: id,
        status: "upcoming",
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    let course = (await getAdminCourse(services.db, id))!;
    await expect(deleteCourse(services.db, actor, id, course.version)).rejects.toThrow(
      "1 enrolment and cannot be deleted",
    );
    await services.db.deleteFrom("enrollment").where("id", "=", "e1").execute();
    course = (await getAdminCourse(services.db, id))!;
    await deleteCourse(services.db, actor, id, course.version);
    expect(await getAdminCourse(services.db, id)).toBeUndefined();
  });
});
