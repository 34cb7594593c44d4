import type { Kysely } from "kysely";
import {
  HELP_TOPIC_TITLES,
  HELP_TOPICS,
  type BoardLogo,
  type FaqEntry,
  type FeatureCard,
  type HelpTopic,
  type HelpTopicName,
  type Testimonial,
} from "~/lib/content-types";
import type { Database, FeatureCardTable } from "../platform/db/schema";

// What the public pages show: only published rows, in the order the admin panel keeps
// (app/.server/content/queries-admin.ts). Hidden rows stay in the panel.

export async function listTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return db
    .selectFrom("testimonial")
    .select(["id", "quote", "name", "role", "date", "category"])
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** FAQ items of one group (landing, parents, students, educators, clients), in order. */
export async function listFaq(db: Kysely<Database>, group: string): Promise<FaqEntry[]> {
  const rows = await db
    .selectFrom("faqItem")
    .select(["id", "question", "answer", "isOpen"])
    .where("group", "=", group)
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, isOpen: Number(r.isOpen) === 1 }));
}

/** The Help Center: every topic with a shown question, in topic order, questions in order. */
export async function listHelpTopics(db: Kysely<Database>): Promise<HelpTopic[]> {
  const rows = await db
    .selectFrom("helpItem")
    .select(["id", "topic", "question", "answer"])
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return HELP_TOPICS.map((topic: HelpTopicName) => ({
    id: topic,
    title: HELP_TOPIC_TITLES[topic],
    items: rows
      .filter((r) => r.topic === topic)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  })).filter((t) => t.items.length > 0);
}

export async function listFeatureCards(
  db: Kysely<Database>,
  kind: FeatureCardTable["kind"],
): Promise<FeatureCard[]> {
  const rows = await db
    .selectFrom("featureCard")
    .select(["id", "title", "description", "icon", "gradientFrom", "gradientTo"])
    .where("kind", "=", kind)
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(({ gradientFrom, gradientTo, ...r }) => ({
    ...r,
    gradient: [gradientFrom, gradientTo],
  }));
}

export async function listBoardLogos(db: Kysely<Database>): Promise<BoardLogo[]> {
  return db
    .selectFrom("boardLogo")
    .select(["id", "name", "fullName", "image"])
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
