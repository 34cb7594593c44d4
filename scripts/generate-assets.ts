// Generates every image and media file the site uses, from code only (no downloads).
//
//   npx tsx scripts/generate-assets.ts            # everything
//   npx tsx scripts/generate-assets.ts --no-video # skip the (slow) hero video, keep the old one
//
// Output goes to public/ and a list of all files to public/images/manifest.json. The result is
// deterministic: randomness is seeded from slugs, and encoders run with fixed settings.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { blogPosts } from "../content/blog/index";
import { boardLogos } from "../content/boards";
import { courses } from "../content/courses";
import { aboutSvg } from "./assets/about";
import { BOARD_H, BOARD_W, boardSvg } from "./assets/boards";
import { fallbackSvg } from "./assets/fallback";
import { writeIcons } from "./assets/icons";
import { ART_H, ART_W, blogSvg, courseSvg } from "./assets/illustration";
import { OG_H, OG_W, ogDefaultSvg, ogItemSvg, ogSectionSvg } from "./assets/og";
import { Output } from "./assets/output";
import { forEachLimit, PARALLEL } from "./assets/pool";
import { VIDEO_H, VIDEO_W, FPS, SECONDS, writeHeroVideo } from "./assets/video";
import { worldMapSvg } from "./assets/worldmap";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = new Output(path.join(root, "public"));
const withVideo = !process.argv.includes("--no-video");

const COURSE_WIDTHS = [384, 768];
const BLOG_WIDTHS = [400, 800, 1200];
const ABOUT_WIDTHS = [400, 800];

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

const heightFor = (w: number): number => Math.round((w * ART_H) / ART_W);

function log(msg: string): void {
  console.log(msg);
}

async function step(name: string, fn: () => Promise<void>): Promise<void> {
  const t0 = performance.now();
  await fn();
  log(`✓ ${name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

async function main(): Promise<void> {
  const started = performance.now();

  await step(`course illustrations (${courses.length})`, async () => {
    await forEachLimit(courses, PARALLEL, async (c) => {
      for (const w of COURSE_WIDTHS) {
        const h = heightFor(w);
        await out.raster(courseSvg(c.slug, c.art, w, h), `images/courses/${c.slug}-${w}`, w, h, [
          "avif",
          "webp",
        ]);
      }
    });
  });

  await step(`blog illustrations (${blogPosts.length})`, async () => {
    await forEachLimit(blogPosts, PARALLEL, async (p) => {
      for (const w of BLOG_WIDTHS) {
        const h = heightFor(w);
        await out.raster(blogSvg(p.slug, p.art, w, h), `images/blog/${p.slug}-${w}`, w, h, [
          "avif",
          "webp",
        ]);
      }
    });
  });

  await step("about illustration", async () => {
    for (const w of ABOUT_WIDTHS) {
      await out.raster(aboutSvg(w), `images/about-${w}`, w, w, ["avif", "webp"]);
    }
  });

  await step(`board wordmarks (${boardLogos.length})`, async () => {
    const sorted = [...boardLogos].sort((a, b) => a.position - b.position);
    for (const [i, b] of sorted.entries()) {
      await out.raster(await boardSvg(b.name, i), `images/boards/${b.id}`, BOARD_W, BOARD_H, [
        "avif",
        "webp",
      ]);
    }
  });

  await step("fallback image", async () => {
    await out.write("images/fallback.svg", fallbackSvg(), { width: 300, height: 200 });
  });

  await step("world map", async () => {
    const map = worldMapSvg();
    await out.write("images/world-map.svg", map.svg, { width: map.width, height: map.height });
  });

  await step(`social images (${3 + courses.length + blogPosts.length})`, async () => {
    const jpg = async (svg: string, base: string): Promise<void> =>
      out.raster(svg, base, OG_W, OG_H, ["jpg"]);
    await jpg(await ogDefaultSvg(), "images/og/default");
    await jpg(
      await ogSectionSvg(
        "courses",
        "Live online courses",
        "K-12 subjects, languages and mental health, taught live in small groups.",
        200,
        [
          ["calculator", 208, 820, 190, 104],
          ["chat", 20, 1060, 262, 104],
          ["heart", 276, 850, 462, 104],
        ],
      ),
      "images/og/courses",
    );
    await jpg(
      await ogSectionSvg(
        "blog",
        "The Learnova Blog",
        "Ideas and practical advice on learning, parenting and languages.",
        30,
        [
          ["book", 236, 830, 200, 110],
          ["globe", 186, 1060, 300, 92],
          ["leaf", 142, 840, 468, 90],
        ],
      ),
      "images/og/blog",
    );
    for (const c of courses) {
      await jpg(
        await ogItemSvg({
          seed: c.slug,
          art: c.art,
          title: c.title,
          eyebrow: c.category,
          footer: `${c.level} · ${c.durationWeeks} weeks · Live online classes`,
        }),
        `images/og/course-${c.slug}`,
      );
    }
    for (const p of blogPosts) {
      await jpg(
        await ogItemSvg({
          seed: p.slug,
          art: p.art,
          title: p.title,
          eyebrow: `Blog · ${titleCase(p.category)}`,
          footer: `Learnova Blog · ${formatDate(p.publishedAt)}`,
        }),
        `images/og/post-${p.id}`,
      );
    }
  });

  await step("icons and web manifest", () => writeIcons(out));

  if (withVideo) {
    await step("hero video", () => writeHeroVideo(out, log));
  } else {
    // Keep the previously generated video in the manifest.
    const meta = { width: VIDEO_W, height: VIDEO_H, fps: FPS, duration: SECONDS };
    for (const rel of ["media/hero.webm", "media/hero.mp4"]) {
      if (existsSync(out.abs(rel))) await out.record(rel, meta);
    }
    for (const ext of ["avif", "webp", "jpg"]) {
      const rel = `media/hero-poster.${ext}`;
      if (existsSync(out.abs(rel))) await out.record(rel, { width: VIDEO_W, height: VIDEO_H });
    }
    log("- hero video skipped (--no-video)");
  }

  await out.writeManifest("images/manifest.json");
  const bytes = [...out.files.values()].reduce((sum, f) => sum + f.bytes, 0);
  log(
    `Done: ${out.files.size} files, ${(bytes / 1024 / 1024).toFixed(2)} MB, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
