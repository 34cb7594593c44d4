import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type {
  BoardInput,
  CardInput,
  ContentKind,
  FaqInput,
  HelpInput,
  TestimonialInput,
} from "~/lib/schemas/admin-content";
import { lockNeighbourhood } from "../admin/reorder";
import {
  adminWrite,
  AdminRefusal,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "../admin/write";
import type { Database } from "../db/schema";
import { insertMedia, type PreparedImage } from "../media";
import type { SessionUser } from "../session";

// Site content (docs/admin.md §9): testimonials, FAQ items per group, the Help Center's questions
// per topic, service and advantage cards, board logos. Every change goes through adminWrite with
// publicContent, so it commits with its audit row and every process drops its cached pages: the
// landing, contact and help pages show it at once. The public side reads
// app/.server/repos/site-content.ts (published rows only).

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Actor = Pick<SessionUser, "id" | "email">;

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
function columns(kind: ContentKind, input: Record<string, unknown>): Record<string, unknown> {
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

/** The next position at the end of a group (or of the whole kind). */
async function nextPosition(trx: Trx, kind: ContentKind, scopeValue: unknown): Promise<number> {
  const { table, scope } = KIND_FACTS[kind];
  let query = trx
    .selectFrom(table as "faqItem")
    .select((eb) => eb.fn.max<number | string | null>("position").as("last"));
  if (scope) query = query.where(scope as "group", "=", scopeValue as string);
  const { last } = await query.executeTakeFirstOrThrow();
  return last === null || last === undefined ? 1 : Number(last) + 1;
}

/**
 * A board logo's image: a file the admin just uploaded (stored in the same transaction as the
 * logo, so a refused save leaves no image behind), or one that exists already.
 */
async function settleImage(
  trx: Trx,
  actor: Actor,
  kind: ContentKind,
  values: Record<string, unknown>,
  upload: PreparedImage | undefined,
  unchanged?: unknown,
): Promise<void> {
  if (kind !== "boards") return;
  if (upload) {
    values.image = (await insertMedia(trx, upload, actor)).base;
    return;
  }
  const image = String(values.image);
  if (!image.startsWith("/media/u/") || image === unchanged) return;
  const stored = await trx
    .selectFrom("media")
    .select("id")
    .where("id", "=", image.slice("/media/u/".length))
    .executeTakeFirst();
  if (!stored) throw new AdminRefusal("Choose one of the logo files.", 422);
}

/** Adds an item at the end of its group (a board logo may bring its uploaded image). */
export async function createContent<K extends ContentKind>(
  db: Db,
  actor: Actor,
  kind: K,
  input: ContentInputs[K],
  upload?: PreparedImage,
): Promise<string> {
  const facts = KIND_FACTS[kind];
  const id = randomUUID();
  const values = columns(kind, input as unknown as Record<string, unknown>);
  return adminWrite(db, actor, {
    action: `${facts.entity}.create`,
    entity: facts.entity,
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      await settleImage(trx, actor, kind, values, upload);
      const position = await nextPosition(trx, kind, facts.scope ? values[facts.scope] : null);
      await trx
        .insertInto(facts.table as "faqItem")
        .values({ id, position, ...values } as never)
        .execute();
      return { before: null, after: values, result: id };
    },
  });
}

/** The row as it is now, inside the write: the audit's "before". */
async function current(trx: Trx, kind: ContentKind, id: string) {
  const row = await trx
    .selectFrom(KIND_FACTS[kind].table as "faqItem")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordMissing(`This ${KIND_FACTS[kind].noun}`);
  return row as unknown as Record<string, unknown>;
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

/** Saves an edit made on the version the admin loaded. A new group puts it at that group's end. */
export async function updateContent<K extends ContentKind>(
  db: Db,
  actor: Actor,
  kind: K,
  id: string,
  version: number,
  input: ContentInputs[K],
  upload?: PreparedImage,
): Promise<void> {
  const facts = KIND_FACTS[kind];
  const values = columns(kind, input as unknown as Record<string, unknown>);
  await adminWrite(db, actor, {
    action: `${facts.entity}.update`,
    entity: facts.entity,
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const row = await current(trx, kind, id);
      if (Number(row.version) !== version) throw new VersionConflict();
      await settleImage(trx, actor, kind, values, upload, row.image);
      const changes: Record<string, unknown> = { ...values };
      if (facts.scope && row[facts.scope] !== values[facts.scope]) {
        changes.position = await nextPosition(trx, kind, values[facts.scope]);
      }
      await updateVersioned(trx, facts.table, id, version, changes);
      return { before: pick(row, facts.fields), after: values, result: undefined };
    },
  });
}

/** Hides an item from the public pages, or shows it again. */
export async function setContentShown(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  id: string,
  version: number,
  shown: boolean,
): Promise<void> {
  const facts = KIND_FACTS[kind];
  await adminWrite(db, actor, {
    action: `${facts.entity}.${shown ? "show" : "hide"}`,
    entity: facts.entity,
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const row = await current(trx, kind, id);
      if (Number(row.version) !== version) throw new VersionConflict();
      if ((Number(row.published) === 1) === shown) {
        throw new AdminRefusal(
          `This ${facts.noun} is already ${shown ? "shown on the site" : "hidden"}.`,
        );
      }
      await updateVersioned(trx, facts.table, id, version, { published: shown ? 1 : 0 });
      return {
        before: { published: Number(row.published) === 1 },
        after: { published: shown },
        result: undefined,
      };
    },
  });
}

/**
 * Moves an item one place up or down within its group: it swaps places with its neighbour in
 * one transaction. The group's rows are locked first on PostgreSQL (SQLite writes one at a
 * time), so two moves at once cannot interleave; positions are renumbered 1…n as they go.
 */
export async function moveContent(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  id: string,
  version: number,
  direction: "up" | "down",
): Promise<void> {
  const facts = KIND_FACTS[kind];
  await adminWrite(db, actor, {
    action: `${facts.entity}.move`,
    entity: facts.entity,
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const row = await current(trx, kind, id);
      if (Number(row.version) !== version) throw new VersionConflict();
      const scope = facts.scope && { column: facts.scope, value: row[facts.scope] as string };
      const { order, at, to, neighbour } = await lockNeighbourhood(
        trx,
        facts.table,
        scope,
        id,
        direction,
      );
      if (at < 0 || !neighbour) {
        throw new AdminRefusal(
          `This ${facts.noun} is already ${direction === "up" ? "first" : "last"}.`,
        );
      }
      [order[at], order[to]] = [order[to], order[at]];
      for (const [index, r] of order.entries()) {
        const position = index + 1;
        if (r.id === id) {
          await updateVersioned(trx, facts.table, id, version, { position });
        } else if (r.id === neighbour.id) {
          await trx
            .updateTable(facts.table as "faqItem")
            .set((eb) => ({ position, version: eb("version", "+", 1) }))
            .where("id", "=", r.id)
            .execute();
        } else if (Number(r.position) !== position) {
          await trx
            .updateTable(facts.table as "faqItem")
            .set({ position })
            .where("id", "=", r.id)
            .execute();
        }
      }
      return {
        before: { position: at + 1 },
        after: { position: to + 1 },
        result: undefined,
      };
    },
  });
}

/** Deletes an item for good (the edit page asks first). */
export async function deleteContent(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  id: string,
  version: number,
): Promise<void> {
  const facts = KIND_FACTS[kind];
  await adminWrite(db, actor, {
    action: `${facts.entity}.delete`,
    entity: facts.entity,
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const row = await current(trx, kind, id);
      const done = await trx
        .deleteFrom(facts.table as "faqItem")
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(done.numDeletedRows) !== 1) throw new VersionConflict();
      return { before: pick(row, facts.fields), after: null, result: undefined };
    },
  });
}
