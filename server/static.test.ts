import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../content/blog";
import { boardLogos } from "../content/boards";
import { courses } from "../content/courses";
import { BLOG_WIDTHS, COURSE_WIDTHS } from "../app/lib/images";
import type { Env } from "./env";
import { staticFiles } from "./static";

const PUBLIC = join(import.meta.dirname, "..", "public");
const manifest = JSON.parse(readFileSync(join(PUBLIC, "images/manifest.json"), "utf8")) as {
  files: Record<string, { type: string; bytes: number; width?: number; height?: number }>;
};

/** Every image path the pages build from the content (see app/lib/images.ts and the routes). */
function referencedImages(): string[] {
  const paths: string[] = [];
  for (const c of courses) {
    for (const w of COURSE_WIDTHS)
      for (const ext of ["avif", "webp"]) paths.push(`images/courses/${c.slug}-${w}.${ext}`);
    paths.push(`images/og/course-${c.slug}.jpg`);
  }
  for (const p of blogPosts) {
    for (const w of BLOG_WIDTHS)
      for (const ext of ["avif", "webp"]) paths.push(`images/blog/${p.slug}-${w}.${ext}`);
    paths.push(`images/og/post-${p.id}.jpg`);
  }
  for (const b of boardLogos)
    for (const ext of ["avif", "webp"]) paths.push(`images/boards/${b.id}.${ext}`);
  for (const w of [400, 800])
    for (const ext of ["avif", "webp"]) paths.push(`images/about-${w}.${ext}`);
  paths.push(
    "images/fallback.svg",
    "images/world-map.svg",
    "images/og/default.jpg",
    "images/og/courses.jpg",
    "images/og/blog.jpg",
    "media/hero.webm",
    "media/hero.mp4",
    "media/hero-poster.avif",
    "media/hero-poster.webp",
    "media/hero-poster.jpg",
    "favicon.ico",
    "favicon.svg",
    "icons/apple-touch-icon.png",
    "icons/icon-192.png",
    "icons/icon-512.png",
    "site.webmanifest",
  );
  return paths;
}

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  webm: "video/webm",
  mp4: "video/mp4",
  webmanifest: "application/manifest+json",
};

describe("generated images and media", () => {
  it("has every file a page references, listed in the manifest", () => {
    const missing = referencedImages().filter((p) => !existsSync(join(PUBLIC, p)));
    expect(missing).toEqual([]);
    const unlisted = referencedImages().filter(
      (p) => p !== "site.webmanifest" && !manifest.files[p],
    );
    expect(unlisted).toEqual([]);
  });

  it("draws course images at 3:2 in the widths the pages ask for", () => {
    for (const c of courses) {
      for (const w of COURSE_WIDTHS) {
        expect(manifest.files[`images/courses/${c.slug}-${w}.webp`]).toMatchObject({
          width: w,
          height: (w * 2) / 3,
        });
      }
    }
    expect(manifest.files["images/about-400.webp"]).toMatchObject({ width: 400, height: 400 });
  });

  it("keeps the hero video within 1.5 MB for both formats together", () => {
    const bytes = ["media/hero.webm", "media/hero.mp4"].map(
      (p) => readFileSync(join(PUBLIC, p)).length,
    );
    expect(bytes.every((b) => b > 10_000)).toBe(true);
    expect(bytes[0] + bytes[1]).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  it("serves each kind with the right content type", async () => {
    const app = new Hono<Env>();
    app.use(staticFiles(PUBLIC));
    // A real listening server: the static handler streams files the way Node serves them.
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const samples = [
      "images/courses/primary-computing-384.avif",
      "images/blog/language-learning-for-teens-800.webp",
      "images/og/default.jpg",
      "icons/icon-192.png",
      "images/world-map.svg",
      "favicon.ico",
      "media/hero.webm",
      "media/hero.mp4",
    ];
    for (const path of samples) {
      const res = await fetch(`${base}/${path}`);
      expect(res.status, path).toBe(200);
      const ext = path.split(".").pop()!;
      expect(res.headers.get("content-type"), path).toContain(TYPES[ext]);
      expect(res.headers.get("cache-control"), path).toContain("max-age=");
      await res.arrayBuffer();
    }
    await new Promise((r) => server.close(r));
  });

  it("answers a missing built file with a plain 404, and other paths fall through", async () => {
    const app = new Hono<Env>();
    app.use(staticFiles(PUBLIC));
    app.get("*", (c) => c.redirect("/not-found"));
    const missing = await app.request("/assets/login-gone1234.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");
    const page = await app.request("/no-such-page");
    expect(page.status).toBe(302);
  });
});
