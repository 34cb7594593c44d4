import { z } from "zod";

// Every admin list keeps its filters, search, sort and page in the URL
// (docs/admin.md "Who and how"): shareable, the back button works, and a plain GET form drives it without JavaScript.
// A list describes its query with `listQuery`; a value a person mistyped or a stale link
// carries falls back to its default (`.catch`) instead of failing the page.

export const PAGE_SIZE = 25;
/** Deeper than this an offset costs too much; the lists that grow without bound use keyset. */
export const MAX_PAGE = 4_000;

export type SortDir = "asc" | "desc";

/** A choice filter: one of `values`, or "" for all. */
export function choice<const V extends readonly string[]>(values: V) {
  return z.enum(["", ...values] as [string, ...string[]]).catch("") as unknown as z.ZodType<
    V[number] | ""
  >;
}

/** A date filter (yyyy-mm-dd), or "" when absent or not a real date. */
export const dateFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)))
  .catch("");

/** A free-text search: trimmed, at most 200 characters. */
export const searchText = z
  .string()
  .transform((s) => s.trim().slice(0, 200))
  .catch("");

/**
 * The schema of one list's URL: `q`, `sort`, `dir`, `page` and the list's own filters.
 * Everything has a default, so any URL parses.
 */
export function listQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(options: { sorts: S; sort: S[number]; dir: SortDir; filters?: F }) {
  return z.object({
    q: searchText,
    sort: z.enum(options.sorts).catch(options.sort as never),
    dir: z.enum(["asc", "desc"]).catch(options.dir),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
    ...(options.filters ?? ({} as F)),
  });
}

/** The list's query from a request URL (only the first value of a repeated parameter counts). */
export function readListQuery<T extends z.ZodType>(schema: T, url: URL | string): z.infer<T> {
  const params = new URL(url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  return schema.parse(raw);
}

/** A keyset cursor for the long logs (audit, outbox): the last row's time and id. */
export interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

/** The cursor in `after`, or undefined when it is absent or not one of ours. */
export function decodeCursor(value: string | null | undefined): Cursor | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,64})$/.exec(value ?? "");
  return match ? { createdAt: match[1], id: match[2] } : undefined;
}

export const cursorParam = z
  .string()
  .catch("")
  .transform((s) => decodeCursor(s));

/**
 * The URL of the same list with some parameters changed. Changing anything but the page
 * returns to the first page (a filtered list is a new list); an empty value removes its key.
 */
export function listHref(
  current: URLSearchParams | string,
  changes: Record<string, string | number | null | undefined>,
  pathname = "",
): string {
  const params = new URLSearchParams(current);
  if (!("page" in changes) && !("after" in changes)) {
    params.delete("page");
    params.delete("after");
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : pathname ? "" : "?"}`;
}

/**
 * The sort a new search keeps (the FilterBar's hidden fields): the admin's choice, or nothing
 * when it is the list's default, which needs no parameter.
 */
export function sortKept(
  query: { sort: string; dir: string },
  defaults: { sort: string; dir: SortDir },
): Record<string, string> {
  if (query.sort === defaults.sort && query.dir === defaults.dir) return {};
  return { sort: query.sort, dir: query.dir };
}

/** Offset paging facts for the footer: which rows these are and whether more exist. */
export function pageFacts(page: number, total: number, pageSize = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return { page, pages, first, last, total, hasPrevious: page > 1, hasNext: page < pages };
}

/** `like` pattern for a contains-search, with the user's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The field of the "select every row on this page" box: the page's row ids, space-separated.
 * A bulk action takes them as if each row's box were ticked (selectedIds).
 */
export const SELECT_ALL_FIELD = "allIds";

/** The ids a bulk post names: the ticked rows, and the page's rows when "every row" was ticked. */
export function selectedIds(form: FormData): string[] {
  const ids = form.getAll("ids").filter((v): v is string => typeof v === "string");
  const all = form.get(SELECT_ALL_FIELD);
  const page = typeof all === "string" ? all.split(/\s+/).filter(Boolean) : [];
  return [...new Set([...ids, ...page])];
}
