import type { Kysely } from "kysely";
import { blogPosts } from "../../../content/blog";
import { boardLogos } from "../../../content/boards";
import { advantageCards, serviceCards } from "../../../content/cards";
import { courses } from "../../../content/courses";
import { faqItems } from "../../../content/faq";
import { helpTopics } from "../../../content/help";
import { testimonials } from "../../../content/testimonials";
import { insertSeedClasses } from "../classes/writes-seed";
import { bumpContentVersion } from "./content-version";
import type { Database } from "./db/schema";
import { getSetting, putSetting } from "./settings";
import { sanitizeRichText } from "./sanitize";
import type { AppServices } from "./types";

/**
 * Each part of content/ that moved into the database, with the marker that says it was loaded.
 * The Help Center's questions came later than the rest, so a database seeded before then gets
 * them on its next start; a marker per part keeps each one loaded once.
 */
const PARTS = [
  { key: "contentSeededAt", insert: insertContent },
  { key: "helpSeededAt", insert: insertHelp },
  // Classes came later still (docs/classes.md "Seed"): teachers, groups and their sessions.
  { key: "classesSeededAt", insert: (db: Kysely<Database>) => insertSeedClasses(db) },
] as const;

/**
 * Loads content/ into an empty database, once. The markers make it idempotent: a restart
 * neither duplicates rows nor brings back what an admin has since edited or deleted.
 */
export async function seedContent(services: Pick<AppServices, "db" | "log">): Promise<boolean> {
  let loaded = false;
  for (const part of PARTS) {
    if (await getSetting(services.db, part.key)) continue;
    await services.db.transaction().execute(async (trx) => {
      await part.insert(trx);
      await putSetting(trx, part.key, new Date().toISOString());
      await bumpContentVersion(trx);
    });
    services.log.info({ part: part.key }, "seed content loaded into the database");
    loaded = true;
  }
  return loaded;
}

/** The Help Center's questions, by topic; ids are stable so a second run adds nothing. */
async function insertHelp(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("helpItem")
    .values(
      helpTopics.flatMap((topic) =>
        topic.items.map((item, i) => ({
          id: `help-${topic.id}-${i + 1}`,
          topic: topic.id,
          position: i + 1,
          question: item.question,
          answer: item.answer,
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertContent(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();

  await db
    .insertInto("course")
    .values(
      courses.map((c, i) => ({
        id: c.id,
        slug: c.slug,
        title: c.title,
        category: c.category,
        level: c.level,
        description: c.description,
        summary: JSON.stringify(c.summary),
        image: `/images/courses/${c.slug}`,
        audience: c.audience,
        board: c.board ?? null,
        durationWeeks: c.durationWeeks,
        sessionsPerWeek: c.sessionsPerWeek,
        published: 1,
        position: i,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto("blogPost")
    .values(
      blogPosts.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        contentHtml: sanitizeRichText(p.contentHtml),
        image: `/images/blog/${p.slug}`,
        category: p.category,
        publishedAt: p.publishedAt,
        status: "published",
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto("testimonial")
    .values(
      testimonials.map((t, i) => ({
        id: t.id,
        quote: t.quote,
        name: t.name,
        role: t.role,
        date: t.date,
        category: t.category,
        position: i,
        published: 1,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto("faqItem")
    .values(
      faqItems.map((f) => ({
        id: f.id,
        group: f.group,
        position: f.position,
        question: f.question,
        answer: f.answer,
        isOpen: f.isOpen ? 1 : 0,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  const cards = [
    ...serviceCards.map((c) => ({ ...c, kind: "service" as const })),
    ...advantageCards.map((c) => ({ ...c, kind: "advantage" as const })),
  ];
  await db
    .insertInto("featureCard")
    .values(
      cards.map((c) => ({
        id: c.id,
        kind: c.kind,
        position: c.position,
        title: c.title,
        description: c.description,
        icon: c.icon,
        gradientFrom: c.gradient[0],
        gradientTo: c.gradient[1],
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto("boardLogo")
    .values(
      boardLogos.map((b) => ({
        id: b.id,
        position: b.position,
        name: b.name,
        fullName: b.fullName,
        image: `/images/boards/${b.id}`,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
