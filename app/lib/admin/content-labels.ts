import {
  FAQ_GROUPS,
  FEATURE_CARD_KINDS,
  HELP_TOPIC_TITLES,
  HELP_TOPICS,
  type FaqGroupName,
  type FeatureCardKind,
} from "~/lib/content-types";
import type { ContentKind } from "~/lib/schemas/admin-content";

// The words the site-content section (docs/admin.md §9) uses for its kinds and groups.

export const KIND_LABELS: Record<
  ContentKind,
  { title: string; one: string; many: string; description: string; shownOn: string }
> = {
  testimonials: {
    title: "Testimonials",
    one: "testimonial",
    many: "testimonials",
    description: "Quotes from learners, parents and clients, with their category and date.",
    shownOn: "the landing page",
  },
  faq: {
    title: "FAQ",
    one: "question",
    many: "questions",
    description: "Questions and answers per group, in order; some start open.",
    shownOn: "the landing page (Landing group) and the contact page (the other groups)",
  },
  help: {
    title: "Help Center",
    one: "question",
    many: "questions",
    description: "The Help Center's questions and answers per topic, in order.",
    shownOn: "the Help Center (/help)",
  },
  cards: {
    title: "Service and advantage cards",
    one: "card",
    many: "cards",
    description: "The landing page's service and advantage cards, each with an icon.",
    shownOn: "the landing page",
  },
  boards: {
    title: "Board logos",
    one: "board logo",
    many: "board logos",
    description: "The education boards strip on the landing page.",
    shownOn: "the landing page",
  },
};

export const FAQ_GROUP_LABELS: Record<FaqGroupName, string> = {
  landing: "Landing page",
  parents: "For parents",
  students: "For students",
  educators: "For educators",
  clients: "For clients",
};

export const CARD_KIND_LABELS: Record<FeatureCardKind, string> = {
  service: "Service cards",
  advantage: "Advantage cards",
};

/** How a kind's items are grouped: the column that says which group, and the groups in order. */
export const KIND_GROUPS: Record<
  ContentKind,
  { column: string; groups: { key: string; title: string }[] } | null
> = {
  testimonials: null,
  faq: { column: "group", groups: FAQ_GROUPS.map((g) => ({ key: g, title: FAQ_GROUP_LABELS[g] })) },
  help: {
    column: "topic",
    groups: HELP_TOPICS.map((t) => ({ key: t, title: HELP_TOPIC_TITLES[t] })),
  },
  cards: {
    column: "kind",
    groups: FEATURE_CARD_KINDS.map((k) => ({ key: k, title: CARD_KIND_LABELS[k] })),
  },
  boards: null,
};

/** The public page that shows an item, to check a change there. */
export function publicPageOf(kind: ContentKind, group?: string): string {
  if (kind === "help") return "/help";
  return kind === "faq" && group && group !== "landing" ? "/contact" : "/";
}
