import {
  BOARD_LOGO_FILES,
  FAQ_GROUPS,
  FEATURE_CARD_KINDS,
  FEATURE_ICON_NAMES,
  HELP_TOPICS,
  TESTIMONIAL_CATEGORIES,
} from "~/lib/content-types";
import { z } from "./zod";

// The site-content editors' forms (docs/admin.md §9), shared by the pages and the server. The
// length limits keep the public layout intact: a testimonial card, an FAQ answer, a feature
// card and a board strip all have a fixed design that a very long text would break.

/** The five kinds of site content and their addresses under /admin/content. */
export const CONTENT_KINDS = ["testimonials", "faq", "help", "cards", "boards"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const LIMITS = {
  quote: 400,
  personName: 60,
  role: 100,
  question: 160,
  answer: 1200,
  cardTitle: 40,
  cardDescription: 220,
  boardName: 20,
  boardFullName: 100,
} as const;

function text(label: string, min: number, max: number) {
  return z
    .string(`${label} must be text.`)
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v), {
      message: `${label} contains characters that cannot be shown.`,
    });
}

/** A checkbox: present ("on") when ticked, absent when not. */
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("1"), z.literal("")])
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

/** "Show on the site": a new item is shown unless the admin unticks it. */
const shown = checkbox;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export const testimonialSchema = z.object({
  quote: text("Quote", 10, LIMITS.quote),
  name: text("Name", 2, LIMITS.personName),
  role: text("Role", 2, LIMITS.role),
  category: z.enum(TESTIMONIAL_CATEGORIES, "Choose a category."),
  date: z
    .string("Date must be a date.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date, e.g. 2025-03-14.")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= "2000-01-01", {
      message: "Date must be a real date after 2000.",
    })
    .refine((v) => v <= today(), { message: "Date cannot be in the future." }),
  published: shown,
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

export const faqSchema = z.object({
  group: z.enum(FAQ_GROUPS, "Choose a group."),
  question: text("Question", 5, LIMITS.question),
  answer: text("Answer", 5, LIMITS.answer),
  isOpen: checkbox,
  published: shown,
});
export type FaqInput = z.infer<typeof faqSchema>;

/** A Help Center question: the same limits as an FAQ item, under one of the fixed topics. */
export const helpSchema = z.object({
  topic: z.enum(HELP_TOPICS, "Choose a topic."),
  question: text("Question", 5, LIMITS.question),
  answer: text("Answer", 5, LIMITS.answer),
  published: shown,
});
export type HelpInput = z.infer<typeof helpSchema>;

const colour = (label: string) =>
  z
    .string(`${label} must be a colour.`)
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour such as #FF6A88.`)
    .transform((v) => v.toUpperCase());

export const cardSchema = z.object({
  kind: z.enum(FEATURE_CARD_KINDS, "Choose service or advantage."),
  title: text("Title", 2, LIMITS.cardTitle),
  description: text("Description", 10, LIMITS.cardDescription),
  icon: z.enum(FEATURE_ICON_NAMES, "Choose one of the icons."),
  gradientFrom: colour("First colour"),
  gradientTo: colour("Second colour"),
  published: shown,
});
export type CardInput = z.infer<typeof cardSchema>;

/** An image uploaded in the panel (app/.server/media): its base path. */
export const UPLOADED_IMAGE = /^\/media\/u\/[0-9a-f]{32}$/;

const BOARD_IMAGES = BOARD_LOGO_FILES.map((f) => f.image) as [string, ...string[]];

export const boardSchema = z.object({
  name: text("Short name", 1, LIMITS.boardName),
  fullName: text("Full name", 2, LIMITS.boardFullName),
  image: z.union(
    [z.enum(BOARD_IMAGES), z.string().regex(UPLOADED_IMAGE)],
    "Choose one of the logo files.",
  ),
  published: shown,
});
export type BoardInput = z.infer<typeof boardSchema>;

export const CONTENT_SCHEMAS = {
  testimonials: testimonialSchema,
  faq: faqSchema,
  help: helpSchema,
  cards: cardSchema,
  boards: boardSchema,
} as const;

/** The list's row buttons: move up or down within its group, hide or show. */
export const rowActionSchema = z.object({
  intent: z.enum(["up", "down", "hide", "show"], "This form is out of date. Reload the page."),
  id: z.string("Choose an item.").min(1, "Choose an item.").max(64),
});

/** The kind an address under /admin/content/<kind>… is about, if any. */
export function contentKindOf(pathname: string): ContentKind | null {
  const segment = pathname.split("/")[3] ?? "";
  return (CONTENT_KINDS as readonly string[]).includes(segment) ? (segment as ContentKind) : null;
}
