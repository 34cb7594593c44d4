import { sql, type Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

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
