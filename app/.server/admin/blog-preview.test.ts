import { describe, expect, it } from "vitest";
import { ZONE_COOKIE } from "~/lib/admin/time";
import { previewPostForm } from "./blog-preview";

const NOW = new Date("2026-11-25T10:00:00.000Z");

function posted(fields: Record<string, string>, cookie = "") {
  return new Request("http://localhost/admin/blog/preview", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
}

const FORM = {
  title: "Unsaved title",
  slug: "unsaved-title",
  excerpt: "Unsaved excerpt.",
  category: "PARENTING",
  image: "/images/blog/reading",
  contentHtml: "<h2>New</h2><p>Body</p>",
  publishAt: "",
  version: "3",
};

describe("the preview of unsaved changes", () => {
  it("shows the posted fields, the body sanitised as a save sanitises it", async () => {
    const preview = await previewPostForm(
      posted({
        ...FORM,
        contentHtml:
          '<h2>New</h2><script>alert(1)</script><img src=x onerror=alert(1)><p onclick="x()">Body</p><iframe src="/"></iframe>',
      }),
      NOW,
    );
    expect(preview).toEqual({
      ok: true,
      scheduled: false,
      post: {
        id: 0,
        slug: "unsaved-title",
        title: "Unsaved title",
        excerpt: "Unsaved excerpt.",
        category: "PARENTING",
        image: "/images/blog/reading",
        publishedAt: NOW.toISOString(),
        contentHtml: "<h2>New</h2><p>Body</p>",
      },
    });
  });

  it("dates a scheduled post at its time, in the admin's zone", async () => {
    const preview = await previewPostForm(
      posted({ ...FORM, publishAt: "2026-12-01T16:00" }, `${ZONE_COOKIE}=Asia%2FKolkata`),
      NOW,
    );
    expect(preview).toMatchObject({ ok: true, scheduled: true });
    if (preview.ok) expect(preview.post.publishedAt).toBe("2026-12-01T10:30:00.000Z");
  });

  it("refuses what the form's schema refuses, with its messages", async () => {
    const preview = await previewPostForm(
      posted({ ...FORM, title: "", image: "javascript:alert(1)" }),
      NOW,
    );
    expect(preview).toEqual({
      ok: false,
      errors: {
        title: "Title is required.",
        image: "Choose a cover image: upload one, or an address under /images/blog/.",
      },
    });
  });
});
