import { describe, expect, it } from "vitest";
import { blogPosts } from "../../content/blog";
import { policies } from "../../content/policies";
import { sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const dirty =
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><img src=x onerror="alert(1)"><p><a href="javascript:alert(1)">click</a> <a href="/courses" style="color:red">ok</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<h2>Hi</h2><p><a>click</a> <a href="/courses">ok</a></p>');
  });

  it("keeps external links but cuts the opener", () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    );
  });

  it.each(blogPosts.map((p) => [p.id, p.contentHtml] as const))(
    "post %i is already clean",
    (_id, html) => {
      expect(sanitizeRichText(html)).toBe(html);
    },
  );

  it.each(policies.map((p) => [p.slug, p.contentHtml] as const))(
    "policy %s is already clean",
    (_slug, html) => {
      expect(sanitizeRichText(html)).toBe(html);
    },
  );
});
