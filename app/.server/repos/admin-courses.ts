import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { CourseFields } from "~/lib/schemas/admin-courses";
import type { Database } from "../db/schema";
import { lockNeighbourhood } from "../admin/reorder";
import { adminWrite, AdminRefusal, RecordMissing, updateVersioned } from "../admin/write";
import { insertMedia, mediaAudit, type Actor, type PreparedImage } from "../media";

// The courses section (docs/admin.md §7). Every change goes through adminWrite with
// publicContent: true, so the catalogue, course pages, sitemap, JSON-LD and the landing
// carousels of every process follow at once. A changed slug leaves a redirect (old → course).

export interface AdminCourseRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  level: string;
  published: number;
  position: number;
  image: string;
  version: number;
  enrollments: number;
}

export interface AdminCourseFilter {
  q: string;
  category: string;
  published: "" | "published" | "hidden";
}

function enrollmentCount(db: Kysely<Database>) {
  return db
    .selectFrom("enrollment")
    .select(["courseId", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("courseId")
    .as("e");
}

/** Every course matching the filter, by category then position (the catalogue's order). */
export async function listAdminCourses(
  db: Kysely<Database>,
  filter: AdminCourseFilter,
): Promise<AdminCourseRow[]> {
  let query = db
    .selectFrom("course")
    .leftJoin(enrollmentCount(db), "e.courseId", "course.id")
    .select([
      "course.id",
      "course.slug",
      "course.title",
      "course.category",
      "course.level",
      "course.published",
      "course.position",
      "course.image",
      "course.version",
      (eb) => eb.fn.coalesce("e.n", sql<number>`0`).as("enrollments"),
    ])
    .orderBy("course.category")
    .orderBy("course.position")
    .orderBy("course.id");
  if (filter.category) query = query.where("course.category", "=", filter.category);
  if (filter.published) {
    query = query.where("course.published", "=", filter.published === "published" ? 1 : 0);
  }
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["course.title"]), "like", eb.val(like)),
        eb(eb.fn("lower", ["course.slug"]), "like", eb.val(like)),
        eb(eb.fn("lower", ["course.description"]), "like", eb.val(like)),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, enrollments: Number(r.enrollments) }));
}

export interface AdminCourse {
  id: string;
  slug: string;
  title: string;
  category: string;
  level: string;
  audience: string;
  board: string | null;
  description: string;
  summary: string[];
  image: string;
  durationWeeks: number;
  sessionsPerWeek: number;
  published: boolean;
  version: number;
  enrollments: number;
  oldSlugs: string[];
  updatedAt: string;
}

export async function getAdminCourse(
  db: Kysely<Database>,
  id: string,
): Promise<AdminCourse | undefined> {
  const row = await db.selectFrom("course").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [count, redirects] = await Promise.all([
    db
      .selectFrom("enrollment")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("courseId", "=", id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("courseSlugRedirect")
      .select("slug")
      .where("courseId", "=", id)
      .orderBy("createdAt")
      .execute(),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    level: row.level,
    audience: row.audience,
    board: row.board,
    description: row.description,
    summary: JSON.parse(row.summary) as string[],
    image: row.image,
    durationWeeks: row.durationWeeks,
    sessionsPerWeek: row.sessionsPerWeek,
    published: row.published === 1,
    version: row.version,
    enrollments: Number(count.n),
    oldSlugs: redirects.map((r) => r.slug),
    updatedAt: row.updatedAt,
  };
}

/** The field that refused, with its message: the slug belongs to another course. */
export class SlugTaken extends AdminRefusal {
  constructor(message: string) {
    super(message, 409);
  }
}

async function claimSlug(trx: Transaction<Database>, slug: string, courseId: string | null) {
  const owner = await trx
    .selectFrom("course")
    .select(["id", "title"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (owner && owner.id !== courseId) {
    throw new SlugTaken(`The address /courses/${slug} is already used by “${owner.title}”.`);
  }
  const old = await trx
    .selectFrom("courseSlugRedirect")
    .innerJoin("course", "course.id", "courseSlugRedirect.courseId")
    .select(["course.id", "course.title"])
    .where("courseSlugRedirect.slug", "=", slug)
    .executeTakeFirst();
  if (old && old.id !== courseId) {
    throw new SlugTaken(
      `The address /courses/${slug} used to belong to “${old.title}” and still leads there.`,
    );
  }
  // Taking back one of its own old addresses: it is the course's own again, not a redirect.
  if (old) await trx.deleteFrom("courseSlugRedirect").where("slug", "=", slug).execute();
}

function columns(fields: CourseFields) {
  return {
    slug: fields.slug,
    title: fields.title,
    category: fields.category,
    level: fields.level,
    audience: fields.audience,
    board: fields.board,
    description: fields.description,
    summary: JSON.stringify(fields.summary),
    durationWeeks: fields.durationWeeks,
    sessionsPerWeek: fields.sessionsPerWeek,
  };
}

async function endOfCategory(trx: Transaction<Database>, category: string): Promise<number> {
  const row = await trx
    .selectFrom("course")
    .select((eb) => eb.fn.max("position").as("p"))
    .where("category", "=", category)
    .executeTakeFirst();
  const max = row?.p;
  return max === null || max === undefined ? 0 : Number(max) + 1;
}

export async function createCourse(
  db: Kysely<Database>,
  actor: Actor,
  fields: CourseFields,
  options: { published: boolean; image: PreparedImage },
): Promise<{ id: string }> {
  const id = randomUUID();
  return adminWrite(db, actor, {
    action: "course.create",
    entity: "course",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      await claimSlug(trx, fields.slug, null);
      const stored = await insertMedia(trx, options.image, actor);
      const now = new Date().toISOString();
      const row = {
        id,
        ...columns(fields),
        image: stored.base,
        published: options.published ? 1 : 0,
        position: await endOfCategory(trx, fields.category),
        createdAt: now,
        updatedAt: now,
      };
      await trx.insertInto("course").values(row).execute();
      return {
        after: { ...row, cover: mediaAudit(options.image) },
        result: { id },
      };
    },
  });
}

async function current(trx: Transaction<Database>, id: string) {
  const row = await trx.selectFrom("course").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordMissing("This course");
  return row;
}

export async function updateCourse(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  version: number,
  fields: CourseFields,
  image: PreparedImage | null,
): Promise<{ slugChanged: boolean }> {
  return adminWrite(db, actor, {
    action: "course.update",
    entity: "course",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const before = await current(trx, id);
      const changes: Record<string, unknown> = { ...columns(fields) };
      const slugChanged = before.slug !== fields.slug;
      if (slugChanged) {
        await claimSlug(trx, fields.slug, id);
        await trx
          .insertInto("courseSlugRedirect")
          .values({ slug: before.slug, courseId: id, createdAt: new Date().toISOString() })
          .onConflict((oc) => oc.column("slug").doUpdateSet({ courseId: id }))
          .execute();
      }
      if (before.category !== fields.category) {
        changes.position = await endOfCategory(trx, fields.category);
      }
      if (image) changes.image = (await insertMedia(trx, image, actor)).base;
      changes.updatedAt = new Date().toISOString();
      await updateVersioned(trx, "course", id, version, changes);
      const pick = (r: Record<string, unknown>) =>
        Object.fromEntries(Object.keys(changes).map((k) => [k, r[k]]));
      return {
        before: pick(before),
        after: changes,
        result: { slugChanged },
      };
    },
  });
}

export async function setCoursePublished(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  version: number,
  published: boolean,
): Promise<void> {
  await adminWrite(db, actor, {
    action: published ? "course.publish" : "course.unpublish",
    entity: "course",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const before = await current(trx, id);
      await updateVersioned(trx, "course", id, version, {
        published: published ? 1 : 0,
        updatedAt: new Date().toISOString(),
      });
      return {
        before: { published: before.published === 1 },
        after: { published },
        result: undefined,
      };
    },
  });
}

/** Swaps a course with its neighbour in its category; false when it is already at that end. */
export async function moveCourse(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  version: number,
  direction: "up" | "down",
): Promise<boolean> {
  return adminWrite(db, actor, {
    action: "course.move",
    entity: "course",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const me = await current(trx, id);
      const { neighbour: other } = await lockNeighbourhood(
        trx,
        "course",
        { column: "category", value: me.category },
        id,
        direction,
      );
      if (!other) {
        throw new AdminRefusal(
          direction === "up"
            ? "This course is already first in its category."
            : "This course is already last in its category.",
          409,
        );
      }
      // Positions may tie (the order then falls back to the id): give the two distinct ones.
      let mine = other.position;
      const theirs = me.position;
      if (mine === theirs) {
        mine = direction === "up" ? theirs - 1 : theirs + 1;
      }
      await updateVersioned(trx, "course", id, version, {
        position: mine,
        updatedAt: new Date().toISOString(),
      });
      await trx
        .updateTable("course")
        .set({ position: theirs })
        .where("id", "=", other.id)
        .execute();
      return {
        before: { position: me.position, swappedWith: other.id },
        after: { position: mine },
        result: true,
      };
    },
  });
}

export async function deleteCourse(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  await adminWrite(db, actor, {
    action: "course.delete",
    entity: "course",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const before = await current(trx, id);
      if (before.version !== version) {
        await updateVersioned(trx, "course", id, version, {});
      }
      const count = await trx
        .selectFrom("enrollment")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("courseId", "=", id)
        .executeTakeFirstOrThrow();
      const n = Number(count.n);
      if (n > 0) {
        throw new AdminRefusal(
          `This course has ${n} ${n === 1 ? "enrolment" : "enrolments"} and cannot be deleted. Unpublish it instead.`,
          409,
        );
      }
      await trx.deleteFrom("courseSlugRedirect").where("courseId", "=", id).execute();
      await trx.deleteFrom("course").where("id", "=", id).execute();
      return { before: { slug: before.slug, title: before.title }, after: null, result: undefined };
    },
  });
}
