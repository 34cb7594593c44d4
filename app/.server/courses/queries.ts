import type { Kysely } from "kysely";
import type { CourseCard, CourseCategory, CourseDetail } from "~/lib/content-types";
import { compiledOnce } from "../kit/compiled-once";
import type { Database } from "../platform/db/schema";

const cardColumns = ["id", "slug", "title", "category", "level", "description", "image"] as const;

export interface CourseFilters {
  category?: string;
  level?: string;
  audience?: string;
  q?: string;
}

/** Published courses in catalogue order, narrowed by any filters given. */
export async function listCourses(
  db: Kysely<Database>,
  filters: CourseFilters = {},
): Promise<CourseCard[]> {
  let query = publishedCards(db);
  if (filters.category) query = query.where("category", "=", filters.category);
  if (filters.level) query = query.where("level", "=", filters.level);
  if (filters.audience) query = query.where("audience", "=", filters.audience);
  if (filters.q) {
    const like = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["title"]), "like", eb.val(like)),
        eb(eb.fn("lower", ["description"]), "like", eb.val(like)),
        eb(eb.fn("lower", ["summary"]), "like", eb.val(like)),
      ]),
    );
  }
  return asCards(await query.execute());
}

/** Published courses' card columns in catalogue order: the catalogue's and a course page's. */
function publishedCards(db: Kysely<Database>) {
  return db
    .selectFrom("course")
    .select(cardColumns)
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id");
}

/** The rows as cards: the category column is one of the known categories. */
function asCards(rows: readonly (Omit<CourseCard, "category"> & { category: string })[]) {
  return rows.map((r): CourseCard => ({ ...r, category: r.category as CourseCategory }));
}

// The course page's reads run on every signed-in visit, whose kept answer is checked against
// them (server/learner-page-cache.ts): compiled once (app/.server/kit/compiled-once.ts).
const publishedCourseRead = compiledOnce((db, v: { slug: string }) =>
  db.selectFrom("course").selectAll().where("slug", "=", v.slug).where("published", "=", 1),
);

const categoryCoursesRead = compiledOnce((db, v: { category: string }) =>
  publishedCards(db).where("category", "=", v.category),
);

/** The published courses of one category, in catalogue order (a course page's related ones). */
export async function coursesInCategory(
  db: Kysely<Database>,
  category: string,
): Promise<CourseCard[]> {
  return asCards(await categoryCoursesRead(db, { category }));
}

/** One published course by its URL slug. */
export async function getCourseBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<CourseDetail | undefined> {
  const [row] = await publishedCourseRead(db, { slug });
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as CourseCategory,
    level: row.level,
    description: row.description,
    image: row.image,
    summary: JSON.parse(row.summary) as string[],
    audience: row.audience,
    board: row.board,
    durationWeeks: row.durationWeeks,
    sessionsPerWeek: row.sessionsPerWeek,
  };
}

/** Where an old slug of a published course now lives (its current slug), if anywhere. */
export async function resolveCourseRedirect(
  db: Kysely<Database>,
  slug: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("courseSlugRedirect")
    .innerJoin("course", "course.id", "courseSlugRedirect.courseId")
    .select("course.slug")
    .where("courseSlugRedirect.slug", "=", slug)
    .where("course.published", "=", 1)
    .executeTakeFirst();
  return row?.slug;
}
