import { describe, expect, it, vi } from "vitest";
import { issueBody } from "./mails";

const SITE = "https://learnova.example";

describe("a newsletter issue's body as mailed", () => {
  it("prints nothing: sanitize-html's warning about script and style never fires", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      issueBody(
        '<p>Hi <a href="/courses">there</a></p><script>x</script><style>p{}</style>',
        "https://learnova.example",
      );
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("styles inline, makes addresses absolute and drops what the sanitiser refuses", () => {
    const { html } = issueBody(
      '<h2 class="x">Hi</h2><p onclick="x()">Read <a href="/blogs">this</a></p><img src="/media/u/abc-800.webp" alt="A class"><script>alert(1)</script>',
      SITE,
    );
    expect(html).toContain('<h2 style="margin:24px 0 12px;font-size:20px;color:#1e1b4b">Hi</h2>');
    expect(html).toContain('href="https://learnova.example/blogs"');
    expect(html).not.toMatch(/onclick|<script|class=/);
  });

  it("turns the book-a-demo block into a box with a button to the booking page", () => {
    const { html, text } = issueBody('<p>Before</p><hr data-block="demo-cta"><p>After</p>', SITE);
    expect(html).toContain('href="https://learnova.example/get-started"');
    expect(html).toContain("Book a free demo");
    expect(html).not.toContain("<hr");
    expect(text).toContain("Book a free demo (https://learnova.example/get-started)");
  });

  it("gives a readable text part: headings, items, links with their address", () => {
    const { text } = issueBody(
      '<h2>News</h2><p>One &amp; two <a href="https://x.example/a">link</a></p><ul><li>A</li><li><p>B</p></li></ul>',
      SITE,
    );
    expect(text).toBe("News\n\nOne & two link (https://x.example/a)\n\n- A\n- B");
  });
});
