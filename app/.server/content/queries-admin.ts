import type { Kysely } from "kysely";
import type {
  BoardInput,
  CardInput,
  ContentKind,
  FaqInput,
  HelpInput,
  TestimonialInput,
} from "~/lib/schemas/admin-content";
import type { Database } from "../platform/db/schema";

// Site content (docs/admin.md §9): testimonials, FAQ items per group, the Help Center's questions
// per topic, service and advantage cards, board logos. Every change goes through adminWrite with
// publicContent, so it commits with its audit row and every process drops its cached pages: the
// landing, contact and help pages show it at once. The public side reads
// app/.server/content/queries.ts (published rows only).

export type Db = Kysely<Database>;

type Table = "testimonial" | "faqItem" | "helpItem" | "featureCard" | "boardLogo";

interface KindFacts {
  table: Table;
  /** The audit log's record kind (auditLog.entity). */
  entity: string;
  /** The column whose value is a group of its own order (FAQ group, help topic, card kind). */
  scope: "group" | "topic" | "kind" | null;
  /** The columns an edit form writes. */
  fields: string[];
  /** What a message calls one of them. */
  noun: string;
}

export const KIND_FACTS: Record<ContentKind, KindFacts> = {
  testimonials: {
    table: "testimonial",
    entity: "testimonial",
    scope: null,
    fields: ["quote", "name", "role", "category", "date", "published"],
    noun: "testimonial",
  },
  faq: {
    table: "faqItem",
    entity: "faq",
    scope: "group",
    fields: ["group", "question", "answer", "isOpen", "published"],
    noun: "question",
  },
  help: {
    table: "helpItem",
    entity: "help",
    scope: "topic",
    fields: ["topic", "question", "answer", "published"],
    noun: "question",
  },
  cards: {
    table: "featureCard",
    entity: "card",
    scope: "kind",
    fields: ["kind", "title", "description", "icon", "gradientFrom", "gradientTo", "published"],
    noun: "card",
  },
  boards: {
    table: "boardLogo",
    entity: "board",
    scope: null,
    fields: ["name", "fullName", "image", "published"],
    noun: "board logo",
  },
};

export interface TestimonialRow {
  id: string;
  quote: string;
  name: string;
  role: string;
  category: string;
  date: string;
  published: boolean;
  position: number;
  version: number;
}
export interface FaqRow {
  id: string;
  group: string;
  question: string;
  answer: string;
  isOpen: boolean;
  published: boolean;
  position: number;
  version: number;
}
export interface HelpRow {
  id: string;
  topic: string;
  question: string;
  answer: string;
  published: boolean;
  position: number;
  version: number;
}
export interface CardRow {
  id: string;
  kind: string;
  title: string;
  description: string;
  icon: string;
  gradientFrom: string;
  gradientTo: string;
  published: boolean;
  position: number;
  version: number;
}
export interface BoardRow {
  id: string;
  name: string;
  fullName: string;
  image: string;
  published: boolean;
  position: number;
  version: number;
}

export interface ContentRows {
  testimonials: TestimonialRow;
  faq: FaqRow;
  help: HelpRow;
  cards: CardRow;
  boards: BoardRow;
}
export interface ContentInputs {
  testimonials: TestimonialInput;
  faq: FaqInput;
  help: HelpInput;
  cards: CardInput;
  boards: BoardInput;
}

/** Integer flags as the pages read them. */
function shape<K extends ContentKind>(row: Record<string, unknown>): ContentRows[K] {
  const out: Record<string, unknown> = { ...row };
  out.published = Number(row.published) === 1;
  if ("isOpen" in row) out.isOpen = Number(row.isOpen) === 1;
  out.position = Number(row.position);
  out.version = Number(row.version);
  return out as unknown as ContentRows[K];
}

/** Booleans as the tables store them. */
export function columns(kind: ContentKind, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of KIND_FACTS[kind].fields) {
    const value = input[field];
    out[field] = typeof value === "boolean" ? (value ? 1 : 0) : value;
  }
  return out;
}

function orderOf(kind: ContentKind) {
  const { scope } = KIND_FACTS[kind];
  return scope ? [scope, "position", "id"] : ["position", "id"];
}

/** Every row of a kind, in the order the public pages show them (within each group). */
export async function listContent<K extends ContentKind>(
  db: Db,
  kind: K,
): Promise<ContentRows[K][]> {
  let query = db.selectFrom(KIND_FACTS[kind].table as "faqItem").selectAll();
  for (const column of orderOf(kind)) query = query.orderBy(column as "id");
  const rows = await query.execute();
  return rows.map((r) => shape<K>(r as Record<string, unknown>));
}

export async function getContent<K extends ContentKind>(
  db: Db,
  kind: K,
  id: string,
): Promise<ContentRows[K] | undefined> {
  const row = await db
    .selectFrom(KIND_FACTS[kind].table as "faqItem")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? shape<K>(row as Record<string, unknown>) : undefined;
}

export interface KindCount {
  kind: ContentKind;
  total: number;
  hidden: number;
  /** Per FAQ group, help topic or card kind. */
  groups: { name: string; total: number }[];
}

/** The overview's counts, counted in SQL. */
export async function contentCounts(db: Db): Promise<KindCount[]> {
  const out: KindCount[] = [];
  for (const [kind, facts] of Object.entries(KIND_FACTS) as [ContentKind, KindFacts][]) {
    const table = facts.table as "faqItem";
    const [totals, groups] = await Promise.all([
      db
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<number | string>().as("total"),
          eb.fn
            .sum<number | string | null>(eb.case().when("published", "=", 0).then(1).else(0).end())
            .as("hidden"),
        ])
        .executeTakeFirstOrThrow(),
      facts.scope
        ? db
            .selectFrom(table)
            .select([
              `${facts.scope as "group"} as name`,
              (eb) => eb.fn.countAll<number | string>().as("total"),
            ])
            .groupBy(facts.scope as "group")
            .execute()
        : Promise.resolve([]),
    ]);
    out.push({
      kind,
      total: Number(totals.total),
      hidden: Number(totals.hidden ?? 0),
      groups: groups.map((g) => ({ name: String(g.name), total: Number(g.total) })),
    });
  }
  return out;
}
