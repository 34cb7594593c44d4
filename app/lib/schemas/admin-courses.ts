import { AUDIENCES, COURSE_CATEGORIES, COURSE_LEVELS } from "../content-types";
import { z } from "./zod";

// The course editor's fields (docs/product.md §3): every one checked on the server, with a message
// an admin can act on. The four topics are four fields (summary1…summary4).

export const COURSE_BOARDS = ["CBSE", "ICSE", "IGCSE", "IB"] as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .min(min, `The ${label} must be at least ${min} characters.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

const whole = (label: string, min: number, max: number) =>
  z
    .string({ message: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .regex(/^-?\d+$/, `The ${label} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `The ${label} must be between ${min} and ${max}.`)
        .max(max, `The ${label} must be between ${min} and ${max}.`),
    );

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: "Class 10 Maths (CBSE)" → "class-10-maths-cbse". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

export const courseFieldsSchema = z
  .object({
    title: text("title", 3, 120),
    slug: z
      .string()
      .trim()
      .max(80, "The address must be at most 80 characters.")
      .refine(
        (s) => s === "" || SLUG_PATTERN.test(s),
        "Use lower-case letters, digits and single hyphens only (e.g. class-10-maths).",
      ),
    category: z.enum(COURSE_CATEGORIES, "Choose a category."),
    level: z.enum(COURSE_LEVELS, "Choose a level."),
    audience: z.enum(AUDIENCES, "Choose who the course is for."),
    board: z.enum(["", ...COURSE_BOARDS], "Choose a board, or none."),
    description: text("description", 20, 1000),
    summary1: text("first topic", 3, 120),
    summary2: text("second topic", 3, 120),
    summary3: text("third topic", 3, 120),
    summary4: text("fourth topic", 3, 120),
    durationWeeks: whole("duration in weeks", 1, 104),
    sessionsPerWeek: whole("number of classes a week", 1, 7),
  })
  .superRefine((v, ctx) => {
    if (v.board && v.category !== "K-12 Subjects") {
      ctx.addIssue({
        code: "custom",
        path: ["board"],
        message: "A board applies to K-12 Subjects only: choose none for this category.",
      });
    }
  })
  .transform((v) => {
    const slug = v.slug || slugify(v.title);
    return {
      title: v.title,
      slug,
      category: v.category,
      level: v.level,
      audience: v.audience,
      board: v.board || null,
      description: v.description,
      summary: [v.summary1, v.summary2, v.summary3, v.summary4],
      durationWeeks: v.durationWeeks,
      sessionsPerWeek: v.sessionsPerWeek,
    };
  })
  .superRefine((v, ctx) => {
    if (v.slug.length < 3 || !SLUG_PATTERN.test(v.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Enter an address of at least 3 letters or digits (e.g. class-10-maths).",
      });
    }
  });

export type CourseFields = z.infer<typeof courseFieldsSchema>;

export const COURSE_FIELD_NAMES = [
  "title",
  "slug",
  "category",
  "level",
  "audience",
  "board",
  "description",
  "summary1",
  "summary2",
  "summary3",
  "summary4",
  "durationWeeks",
  "sessionsPerWeek",
] as const;

export const COURSE_INTENTS = ["save", "publish", "unpublish", "up", "down", "delete"] as const;
export type CourseIntent = (typeof COURSE_INTENTS)[number];
