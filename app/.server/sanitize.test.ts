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

describe("sanitizeRichText: the editor's blocks", () => {
  it("keeps headings, lists, tables, links and the book-a-demo marker", () => {
    const html =
      '<h2>T</h2><ul><li><p>a</p></li></ul><table><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th></tr><tr><td colspan="1" rowspan="1"><p>c</p></td></tr></tbody></table><p><a href="/courses">c</a></p><hr data-block="demo-cta">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>T</h2><ul><li><p>a</p></li></ul><table><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th></tr><tr><td colspan="1" rowspan="1"><p>c</p></td></tr></tbody></table><p><a href="/courses">c</a></p><hr data-block="demo-cta" />',
    );
  });

  it("keeps images from our media or https only, lazily loaded", () => {
    expect(sanitizeRichText('<img src="/media/u/abc/800.webp" alt="A" onerror="x()">')).toBe(
      '<img src="/media/u/abc/800.webp" alt="A" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.org/a.png">')).toBe(
      '<img src="https://cdn.example.org/a.png" alt="" loading="lazy" />',
    );
    for (const src of [
      "http://example.org/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/a.png",
      "/admin/x",
      "x",
    ]) {
      expect(sanitizeRichText(`<p>a<img src="${src}">b</p>`)).toBe("<p>ab</p>");
    }
  });

  it("refuses dot segments in our own image paths, in every spelling (issue 23 item 6)", () => {
    for (const prefix of ["/media", "/images"]) {
      for (const tail of [
        "/../logout",
        "/u/../../logout",
        "/./u/a.webp",
        "/u/..",
        "/u//a.webp",
        "/",
        "/%2e%2e/logout",
        "/%2E%2E/logout",
        "/.%2e/logout",
        "/%252e%252e/logout",
        "/..%2flogout",
        "/..\\logout",
        "/u\\..\\..\\logout",
        "/&#46;&#46;/logout",
        "/&#x2e;&#x2E;/logout",
      ]) {
        const src = prefix + tail;
        expect(sanitizeRichText(`<p>a<img src="${src}">b</p>`), src).toBe("<p>ab</p>");
      }
    }
    // Dots inside a name are fine.
    expect(sanitizeRichText('<img src="/media/u/a..b.webp">')).toBe(
      '<img src="/media/u/a..b.webp" alt="" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.org/a\\b.png">')).toBe("");
  });

  it("drops hostile markup: script, iframe, handlers, javascript: links, other data-blocks", () => {
    const dirty =
      '<p>ok</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><p onmouseover="x()"><a href="javascript:alert(1)">j</a><a href=" JaVaScRiPt:alert(1)">k</a></p><hr data-block="evil" class="x"><aside data-block="demo-cta">hi</aside><style>p{}</style><svg><script>1</script></svg>';
    expect(sanitizeRichText(dirty)).toBe("<p>ok</p><p><a>j</a><a>k</a></p><hr />hi");
  });
});
