import { describe, expect, it } from "vitest";
import {
  choice,
  containsPattern,
  dateFilter,
  decodeCursor,
  encodeCursor,
  listHref,
  listQuery,
  pageFacts,
  readListQuery,
  sortKept,
} from "./list-query";

const schema = listQuery({
  sorts: ["createdAt", "name"],
  sort: "createdAt",
  dir: "desc",
  filters: { status: choice(["new", "read"] as const), from: dateFilter },
});
const read = (search: string) => readListQuery(schema, `http://x/admin/messages${search}`);

describe("a list's URL", () => {
  it("parses what a person chose", () => {
    expect(read("?q=%20Meera%20&sort=name&dir=asc&page=3&status=read&from=2026-11-01")).toEqual({
      q: "Meera",
      sort: "name",
      dir: "asc",
      page: 3,
      status: "read",
      from: "2026-11-01",
    });
  });

  it("falls back to the defaults for anything mistyped, hostile or stale, never failing", () => {
    const defaults = { q: "", sort: "createdAt", dir: "desc", page: 1, status: "", from: "" };
    expect(read("")).toEqual(defaults);
    for (const bad of [
      "?sort=password&dir=sideways&page=-4&status=deleted&from=2026-02-31x",
      "?page=1e9&sort=__proto__&status=constructor&from=yesterday",
      "?page=abc&dir=&from=2026-13-45",
    ]) {
      expect(read(bad)).toEqual(defaults);
    }
    expect(read(`?q=${"x".repeat(500)}`).q).toHaveLength(200);
  });

  it("takes only the first of a repeated parameter", () => {
    expect(read("?status=new&status=read").status).toBe("new");
  });

  it("builds links that keep the other parameters and start again at page one", () => {
    expect(listHref("q=a&page=4&status=new", { sort: "name" })).toBe("?q=a&status=new&sort=name");
    expect(listHref("q=a&page=4", { page: 5 })).toBe("?q=a&page=5");
    expect(listHref("q=a&after=x", { q: "" })).toBe("?");
    expect(listHref("q=a", { q: "b" }, "/admin/messages")).toBe("/admin/messages?q=b");
  });

  it("counts the rows a page shows", () => {
    expect(pageFacts(1, 0)).toMatchObject({ first: 0, last: 0, pages: 1, hasNext: false });
    expect(pageFacts(2, 60)).toMatchObject({
      first: 26,
      last: 50,
      pages: 3,
      hasPrevious: true,
      hasNext: true,
    });
    expect(pageFacts(3, 60)).toMatchObject({ first: 51, last: 60, hasNext: false });
  });
});

describe("keyset cursors", () => {
  it("round-trip, and anything else is no cursor", () => {
    const c = { createdAt: "2026-11-23T10:00:00.123Z", id: "0b8e6c1e-5a7f-4f0e-9d1c-2b3a4c5d6e7f" };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of [
      "",
      "x",
      "2026-11-23_abc",
      "2026-11-23T10:00:00Z_a b",
      "'; drop table x; --",
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });
});

describe("contains-search patterns", () => {
  it("take the person's % and _ literally", () => {
    expect(containsPattern("50%_Off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("sortKept", () => {
  const defaults = { sort: "booked", dir: "desc" } as const;
  it("keeps nothing for the list's default sort", () => {
    expect(sortKept({ sort: "booked", dir: "desc" }, defaults)).toEqual({});
  });
  it("keeps any other sort or direction", () => {
    expect(sortKept({ sort: "booked", dir: "asc" }, defaults)).toEqual({
      sort: "booked",
      dir: "asc",
    });
    expect(sortKept({ sort: "name", dir: "desc" }, defaults)).toEqual({
      sort: "name",
      dir: "desc",
    });
  });
});
