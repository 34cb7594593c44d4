import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from "./safe-redirect";

/** How a browser resolves a Location header value against our site. */
const SITE = "https://learnova.example";
const landsOn = (location: string) => new URL(location, SITE);

describe("safeRedirectPath keeps same-site paths", () => {
  it.each([
    ["/", "/"],
    ["/courses", "/courses"],
    ["/courses?category=Languages&level=Beginner", "/courses?category=Languages&level=Beginner"],
    ["/courses/primary-computing#topics", "/courses/primary-computing#topics"],
    ["/admin/users?page=2", "/admin/users?page=2"],
    // Normalised the way a browser would read them, never rejected for it.
    ["/a/../courses", "/courses"],
    ["/courses/./primary-computing", "/courses/primary-computing"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/%5C/evil.example", "/%5C/evil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/search?q=a b", "/search?q=a%20b"],
    ["/café", "/caf%C3%A9"],
  ])("%j -> %j", (input, expected) => expect(safeRedirectPath(input)).toBe(expected));
});

describe("safeRedirectPath refuses anything that leaves the site", () => {
  const hostile = [
    "//evil.example",
    "///evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "\\/evil.example",
    "/\t\\evil.example",
    "/..//evil.example",
    "/../..//evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "https:evil.example",
    "https:/evil.example",
    "http://evil.example/courses",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "courses",
    "?x=1",
    "#top",
    "//evil.example@learnova.example",
    "/" + "a".repeat(MAX_REDIRECT_LENGTH),
    "",
  ];
  it.each(hostile)("%j -> /", (input) => expect(safeRedirectPath(input)).toBe("/"));

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//evil.example", "/account-settings")).toBe("/account-settings");
    expect(safeRedirectPath(null, "/courses")).toBe("/courses");
    expect(safeRedirectPath(undefined)).toBe("/");
  });
});

describe("whatever it returns", () => {
  const inputs = [
    "/courses",
    "/\t/evil.example",
    "/a\r\nSet-Cookie: x=1",
    "/a?b=\u0000c#\u2028d",
    "/😀?q=✓#✓",
    "/%0d%0aSet-Cookie:x",
    "/..//evil.example",
    "/" + "x".repeat(MAX_REDIRECT_LENGTH - 1),
  ];
  it.each(inputs)("%j is a valid same-site Location header", (input) => {
    const out = safeRedirectPath(input);
    // A Headers object refuses CR, LF and non-Latin-1 characters: this would be a 500.
    expect(() => new Headers({ location: out })).not.toThrow();
    expect(out).toMatch(/^[\x21-\x7e]*$/);
    expect(landsOn(out).origin).toBe(SITE);
    expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
  });
});
