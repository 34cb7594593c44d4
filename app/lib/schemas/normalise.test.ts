import { describe, expect, it } from "vitest";
import { z } from "./zod";

// Issue 23 item 3, as a class: every text field of every shared form schema trims before it
// checks, and its output (what the server stores) is the trimmed value. A length checked on a
// trimmed copy while the raw value is kept let "ab" + 900,000 spaces through.

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

/** Secrets are compared exactly as typed, never stored as text: they are not trimmed. */
const EXACT = new Set(["password", "currentPassword", "newPassword", "confirmPassword", "token"]);

/** Every z.object among the module's exports (and the objects inside a union or a pipe). */
function objectsOf(value: unknown, seen = new Set<unknown>()): z.ZodObject[] {
  if (!(value instanceof z.ZodType) || seen.has(value)) return [];
  seen.add(value);
  const def = (value as unknown as { def: Record<string, unknown> }).def;
  const found = value instanceof z.ZodObject ? [value] : [];
  for (const inner of [
    def.in,
    def.out,
    def.innerType,
    def.schema,
    ...((def.options as unknown[]) ?? []),
  ]) {
    found.push(...objectsOf(inner, seen));
  }
  return found;
}

const padded = "ab" + " ".repeat(900_000);

describe("text fields normalise, then validate, and answer what they validated", () => {
  const cases: [string, z.ZodType][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      for (const object of objectsOf(value)) {
        for (const [field, schema] of Object.entries(object.shape)) {
          if (EXACT.has(field)) continue;
          // Text fields: those that take "ab" as it is.
          const plain = (schema as z.ZodType).safeParse("ab");
          if (plain.success && plain.data === "ab")
            cases.push([`${file} ${name}.${field}`, schema as z.ZodType]);
        }
      }
    }
  }

  it("finds the forms' text fields", () => {
    const labels = cases.map(([label]) => label).join("\n");
    for (const field of [
      "signupSchema.name",
      "profileSchema.name",
      "contactSchema.name",
      "bookingSchema.contactName",
      "bookingSchema.learnerName",
      "acceptInviteSchema.name",
      "setupSchema.name",
      "blogPostSchema.title",
      "testimonialSchema.name",
    ]) {
      expect(labels).toContain(field);
    }
  });

  it("stores 'ab' or refuses, for 'ab' padded with 900,000 spaces (and tabs, and newlines)", () => {
    const wrong: string[] = [];
    for (const [label, schema] of cases) {
      for (const input of [padded, `\t\n ${padded}\n`]) {
        const result = schema.safeParse(input);
        if (result.success && result.data !== "ab") wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
  });
});
