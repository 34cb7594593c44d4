import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates form values with a schema; keeps the first message for each field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): ParseResult<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A FormData as a plain object of strings (the last value wins). Line breaks become "\n": a
 * browser posting a form natively sends a textarea's as "\r\n" (the HTML form-submission rules),
 * the same text sent by script has "\n", and both must be stored, counted and compared alike.
 */
export function formValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") out[key] = value.replace(/\r\n?/g, "\n");
  }
  return out;
}
