import { z } from "./zod";
import { canonicalTimeZone, isValidTimeZone, slotProblem } from "../time-slots";

export const BOARDS = ["CBSE", "ICSE", "IGCSE", "IB", "State board", "Other"] as const;
export const GRADES = [
  "Kindergarten",
  "Grade 1",
  "Grade 2",
  "Grade 3",
  "Grade 4",
  "Grade 5",
  "Grade 6",
  "Grade 7",
  "Grade 8",
  "Grade 9",
  "Grade 10",
  "Grade 11",
  "Grade 12",
  "University",
] as const;

const name = (label: string) =>
  z
    .string(`${label} must be at least 2 characters.`)
    .trim()
    .min(2, `${label} must be at least 2 characters.`)
    .max(100, `${label} must be at most 100 characters.`);

const optionalText = (max: number, label: string) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

const common = {
  email: z
    .string("Invalid email address.")
    .trim()
    .max(254, "Invalid email address.")
    .pipe(z.email("Invalid email address.")),
  phone: z
    .string("Enter a phone number.")
    .trim()
    .regex(
      /^\+?[\d\s().-]{7,24}$/,
      "Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210.",
    )
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, "Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210."),
  subject: z
    .string("Choose a subject or course.")
    .trim()
    .min(2, "Choose a subject or course.")
    .max(120, "Subject must be at most 120 characters."),
  courseSlug: optionalText(100, "Course"),
  requestedStart: z.iso.datetime({ message: "Choose a date and time." }),
  timeZone: z
    .string("Your time zone is missing.")
    .refine(isValidTimeZone, "Your time zone is not recognised.")
    // Stored by its one name (docs/decisions/0029-one-name-per-time-zone.md).
    .transform(canonicalTimeZone),
  notes: optionalText(1000, "Notes"),
  password: z
    .string("Password must be text.")
    .max(128, "Password must be at most 128 characters.")
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 8, "Password must be at least 8 characters."),
};

// "Not sure / other" sends an empty value: an optional field's default is always accepted.
const board = z
  .enum(["", ...BOARDS], "Choose a board.")
  .optional()
  .transform((v) => v || undefined);
const grade = z.enum(GRADES, "Choose a grade.");

/** One booking form per audience (docs/product.md §4.2), one schema for the page and the server. */
export const bookingSchema = z
  .discriminatedUnion(
    "accountType",
    [
      z.object({
        accountType: z.literal("student"),
        contactName: name("Name"),
        grade,
        board,
        ...common,
      }),
      z.object({
        accountType: z.literal("parent"),
        contactName: name("Your name"),
        learnerName: name("Child's name"),
        grade,
        board,
        ...common,
      }),
      z.object({
        accountType: z.literal("professional"),
        contactName: name("Name"),
        goal: z
          .string("Tell us your goal.")
          .trim()
          .min(3, "Tell us your goal.")
          .max(300, "Goal must be at most 300 characters."),
        ...common,
      }),
    ],
    "Choose student, parent or professional.",
  )
  .superRefine(
    (data, ctx) => {
      if (!isValidTimeZone(data.timeZone)) return;
      const problem = slotProblem(new Date(data.requestedStart), data.timeZone);
      if (problem) ctx.addIssue({ code: "custom", path: ["requestedStart"], message: problem });
    },
    {
      // Also when other fields are wrong, so a slot in the past is named in the same answer as
      // a bad e-mail, not only on the next submit; not when the date or the zone is itself
      // missing or malformed (those fields already have their message).
      when: ({ value, issues }) => {
        const fields = value as { requestedStart?: unknown; timeZone?: unknown } | null;
        return (
          typeof fields?.requestedStart === "string" &&
          typeof fields.timeZone === "string" &&
          !issues.some((issue) => ["requestedStart", "timeZone"].includes(String(issue.path?.[0])))
        );
      },
    },
  );

export type BookingInput = z.infer<typeof bookingSchema>;
