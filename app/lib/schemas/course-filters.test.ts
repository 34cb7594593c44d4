import { describe, expect, it } from "vitest";
import { COURSE_SEARCH_MAX, parseCourseFilters } from "./course-filters";

const parse = (query: string) => parseCourseFilters(new URLSearchParams(query));

describe("the catalogue's query", () => {
  it("keeps known filters and a trimmed search", () => {
    expect(parse("category=Languages&level=Beginner&audience=children&q=%20spanish%20")).toEqual({
      category: "Languages",
      level: "Beginner",
      audience: "children",
      q: "spanish",
    });
  });

  it("drops unknown values and empty searches instead of failing", () => {
    expect(parse("category=zzz&level=%3Cscript%3E&audience=&q=%20%20")).toEqual({
      category: undefined,
      level: undefined,
      audience: undefined,
      q: undefined,
    });
  });

  it("cuts a search longer than the field takes to its first COURSE_SEARCH_MAX characters", () => {
    const long = `spanish ${"x".repeat(500)}`;
    expect(parse(`q=${long}`).q).toBe(long.slice(0, COURSE_SEARCH_MAX));
    expect(parse(`q=${"a".repeat(COURSE_SEARCH_MAX - 1)}%20%20b`).q).toBe(
      "a".repeat(COURSE_SEARCH_MAX - 1),
    );
  });
});
