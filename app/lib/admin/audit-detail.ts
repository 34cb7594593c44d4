// An audit entry's `detail` as the panel shows it. The admin write path stores the changed
// fields as { before, after } (app/.server/kit/write.ts); older writers stored other shapes
// ({ userId, courseId, from, to }), or nothing. Whatever the JSON is, it is turned into plain
// text here and React prints it as text: nothing in an entry is ever read as markup.

/** One changed field: its value before and after, as text ("—" for none). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export type DetailView =
  | { kind: "none" }
  | { kind: "change"; fields: FieldChange[] }
  | { kind: "facts"; fields: { field: string; value: string }[] }
  | { kind: "text"; value: string };

const NONE = "—";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored value as text: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return NONE;
  if (typeof value === "string") return value === "" ? '""' : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** The shape an entry's detail has, read from its stored JSON text. */
export function describeDetail(raw: string | null): DetailView {
  if (raw === null || raw.trim() === "") return { kind: "none" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: "text", value: raw };
  }
  if (parsed === null) return { kind: "none" };
  if (!isRecord(parsed)) return { kind: "text", value: valueText(parsed) };
  const keys = Object.keys(parsed);
  const { before, after } = parsed;
  const changeShape =
    keys.length > 0 &&
    keys.every((k) => k === "before" || k === "after") &&
    (isRecord(before) || before == null) &&
    (isRecord(after) || after == null);
  if (changeShape) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
      field,
      before: valueText(b[field]),
      after: valueText(a[field]),
    }));
    return fields.length > 0 ? { kind: "change", fields } : { kind: "none" };
  }
  return {
    kind: "facts",
    fields: keys.map((field) => ({ field, value: valueText(parsed[field]) })),
  };
}

function short(text: string, max = 40): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * One line for the list: "status: failed → queued; attempts: 3 → 0", at most three fields
 * and then "+2 more". Empty when the entry records no detail.
 */
export function summarizeDetail(view: DetailView, maxFields = 3): string {
  let parts: string[];
  let total: number;
  switch (view.kind) {
    case "none":
      return "";
    case "text":
      return short(view.value, 80);
    case "change":
      total = view.fields.length;
      parts = view.fields
        .slice(0, maxFields)
        .map((f) => `${f.field}: ${short(f.before)} → ${short(f.after)}`);
      break;
    case "facts":
      total = view.fields.length;
      parts = view.fields.slice(0, maxFields).map((f) => `${f.field}: ${short(f.value)}`);
      break;
  }
  const more = total - parts.length;
  return more > 0 ? `${parts.join("; ")}; +${more} more` : parts.join("; ");
}
