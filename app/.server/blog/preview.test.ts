import { describe, expect, it } from "vitest";
import { ZONE_COOKIE } from "~/lib/admin/time";
import { previewPostForm } from "./preview";

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

  it("dates a live post's changes as readers see it, and a draft's as publishing now would", async () => {
    const liveSince = async (id: number) => (id === 2 ? "2025-03-18" : null);
    const live = await previewPostForm(posted({ ...FORM, postId: "2" }), NOW, liveSince);
    expect(live.ok && live.post.publishedAt).toBe("2025-03-18");
    const draft = await previewPostForm(posted({ ...FORM, postId: "7" }), NOW, liveSince);
    expect(draft.ok && draft.post.publishedAt).toBe(NOW.toISOString());
    // A schedule ahead wins over the stored date; a made-up id is never looked up.
    const moved = await previewPostForm(
      posted({ ...FORM, postId: "2", publishAt: "2026-12-01T16:00" }),
      NOW,
      liveSince,
    );
    expect(moved.ok && moved.post.publishedAt).toBe("2026-12-01T16:00:00.000Z");
    let asked = false;
    await previewPostForm(posted({ ...FORM, postId: "2 or 1=1" }), NOW, async () => {
      asked = true;
      return null;
    });
    expect(asked).toBe(false);
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
