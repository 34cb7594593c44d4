// Hero background video: drifting indigo/violet/amber gradients with floating translucent shapes.
// Every motion is periodic over the clip, so the last frame flows into the first.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { brand } from "./color";
import type { Output } from "./output";
import { forEachLimit, PARALLEL } from "./pool";
import { createRng } from "./random";
import { n, r3 } from "./svg";

export const VIDEO_W = 1280;
export const VIDEO_H = 720;
export const FPS = 24;
export const SECONDS = 10;
const FRAMES = FPS * SECONDS;
/** Both video files together must stay under this many bytes. */
const BUDGET = 1.5 * 1024 * 1024;

const TAU = Math.PI * 2;

interface Glow {
  color: string;
  /** Fade out through this colour (amber fades through rose so it never turns muddy brown). */
  via?: string;
  opacity: number;
  r: number;
  x: number;
  y: number;
  ax: number;
  ay: number;
  kx: number;
  ky: number;
  phase: number;
}

interface Floater {
  kind: "disc" | "ring" | "square" | "dot";
  x: number;
  y: number;
  r: number;
  ax: number;
  ay: number;
  k: number;
  phase: number;
  opacity: number;
  spin: number;
  color: string;
}

// Large soft colour fields. Integer frequencies (kx, ky) keep each path closed over the clip.
const GLOWS: Glow[] = [
  {
    color: "#8b5cf6",
    opacity: 0.75,
    r: 560,
    x: 300,
    y: 180,
    ax: 140,
    ay: 70,
    kx: 1,
    ky: 1,
    phase: 0,
  },
  {
    color: "#6366f1",
    opacity: 0.7,
    r: 520,
    x: 820,
    y: 120,
    ax: 160,
    ay: 80,
    kx: 1,
    ky: 1,
    phase: 2.4,
  },
  {
    color: "#ec4899",
    opacity: 0.28,
    r: 400,
    x: 180,
    y: 650,
    ax: 110,
    ay: 50,
    kx: 2,
    ky: 1,
    phase: 4.1,
  },
  {
    color: "#a78bfa",
    opacity: 0.35,
    r: 320,
    x: 620,
    y: 420,
    ax: 200,
    ay: 90,
    kx: 1,
    ky: 1,
    phase: 5.2,
  },
  // A rose bed under the amber glow, so the amber stays warm instead of mixing into grey-brown.
  {
    color: "#db2777",
    opacity: 0.6,
    r: 560,
    x: 1020,
    y: 640,
    ax: 100,
    ay: 50,
    kx: 1,
    ky: 1,
    phase: 1.1,
  },
  {
    color: brand.amber400,
    via: "#fb7185",
    opacity: 0.82,
    r: 400,
    x: 1010,
    y: 610,
    ax: 120,
    ay: 60,
    kx: 1,
    ky: 2,
    phase: 1.3,
  },
];

function makeFloaters(): Floater[] {
  const rng = createRng("hero-video");
  const kinds: Floater["kind"][] = ["disc", "ring", "disc", "square", "dot", "ring", "disc", "dot"];
  const out: Floater[] = [];
  for (let i = 0; i < 18; i++) {
    const kind = kinds[i % kinds.length];
    const big = kind === "disc" && i % 3 === 0;
    out.push({
      kind,
      x: ((i + rng.range(0.1, 0.9)) / 18) * VIDEO_W,
      y: rng.range(70, VIDEO_H - 70),
      r: kind === "dot" ? rng.range(3, 6) : big ? rng.range(90, 140) : rng.range(22, 60),
      ax: rng.range(10, 30),
      ay: rng.range(18, 42),
      k: 1,
      phase: rng.range(0, TAU),
      opacity: kind === "dot" ? 1 : kind === "ring" ? rng.range(0.16, 0.26) : rng.range(0.06, 0.12),
      spin: kind === "square" ? (rng.next() < 0.5 ? -1 : 1) * 360 * 0.125 : 0,
      color: kind === "dot" ? brand.amber400 : "#ffffff",
    });
  }
  return out;
}

const FLOATERS = makeFloaters();

/** SVG for frame `i` of the loop. */
export function heroFrameSvg(i: number): string {
  const t = i / FRAMES;
  const phi = TAU * t;
  const angle = 135 + 14 * Math.sin(phi);
  const rad = (angle * Math.PI) / 180;
  const gx = 0.5 + Math.cos(rad) * 0.5;
  const gy = 0.5 + Math.sin(rad) * 0.5;
  let defs =
    `<linearGradient id="bg" x1="${n(1 - gx)}" y1="${n(1 - gy)}" x2="${n(gx)}" y2="${n(gy)}">` +
    `<stop offset="0" stop-color="${brand.indigo800}"/><stop offset=".55" stop-color="${brand.indigo700}"/>` +
    `<stop offset="1" stop-color="#5b21b6"/></linearGradient>` +
    `<radialGradient id="soft"><stop offset=".55" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  let glows = "";
  GLOWS.forEach((g, k) => {
    defs +=
      `<radialGradient id="g${k}"><stop offset="0" stop-color="${g.color}" stop-opacity="${g.opacity}"/>` +
      (g.via
        ? `<stop offset=".22" stop-color="${brand.amber500}" stop-opacity="${r3(g.opacity * 0.8)}"/>` +
          `<stop offset=".55" stop-color="${g.via}" stop-opacity="${r3(g.opacity * 0.35)}"/>` +
          `<stop offset="1" stop-color="${g.via}" stop-opacity="0"/>`
        : `<stop offset=".45" stop-color="${g.color}" stop-opacity="${r3(g.opacity * 0.45)}"/>` +
          `<stop offset="1" stop-color="${g.color}" stop-opacity="0"/>`) +
      `</radialGradient>`;
    const x = g.x + g.ax * Math.cos(phi * g.kx + g.phase);
    const y = g.y + g.ay * Math.sin(phi * g.ky + g.phase);
    glows += `<circle cx="${n(x)}" cy="${n(y)}" r="${g.r}" fill="url(#g${k})"/>`;
  });
  let shapes = "";
  for (const f of FLOATERS) {
    const x = f.x + f.ax * Math.cos(phi * f.k + f.phase);
    const y = f.y + f.ay * Math.sin(phi * f.k + f.phase * 1.7);
    const op =
      f.kind === "dot" ? f.opacity : r3(f.opacity * (0.85 + 0.15 * Math.sin(phi + f.phase)));
    if (f.kind === "disc")
      shapes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(f.r)}" fill="url(#soft)" opacity="${op}"/>`;
    else if (f.kind === "ring")
      shapes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(f.r)}" fill="none" stroke="#ffffff" stroke-width="2" opacity="${op}"/>`;
    else if (f.kind === "dot")
      shapes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(f.r)}" fill="${f.color}" opacity="${op}"/>`;
    else {
      const rot = n(f.spin * Math.sin(phi + f.phase) + 20);
      shapes +=
        `<rect x="${n(x - f.r)}" y="${n(y - f.r)}" width="${n(f.r * 2)}" height="${n(f.r * 2)}" rx="${n(f.r * 0.35)}" ` +
        `fill="#ffffff" opacity="${op}" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_W}" height="${VIDEO_H}" viewBox="0 0 ${VIDEO_W} ${VIDEO_H}">` +
    `<defs>${defs}</defs><rect width="${VIDEO_W}" height="${VIDEO_H}" fill="url(#bg)"/>${glows}${shapes}</svg>`
  );
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => {
      err = (err + d.toString()).slice(-4000);
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}:\n${err}`)),
    );
  });
}

const FFMPEG = process.env.FFMPEG ?? "ffmpeg";

/** Output flags that keep ffmpeg's files byte-identical between runs. */
const EXACT = ["-an", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"];

async function encode(frames: string, webm: string, mp4: string, step: number): Promise<void> {
  const input = [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    path.join(frames, "f%04d.png"),
  ];
  await run(FFMPEG, [
    ...input,
    ...["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", String(31 + step * 3)],
    ...["-deadline", "good", "-cpu-used", "2", "-row-mt", "1", "-g", String(FRAMES)],
    ...["-threads", "2", ...EXACT, webm],
  ]);
  await run(FFMPEG, [
    ...input,
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "slow", "-crf", String(24 + step * 2)],
    ...[
      "-profile:v",
      "high",
      "-aq-mode",
      "3",
      "-g",
      String(FPS * 5),
      "-movflags",
      "+faststart",
      ...EXACT,
      mp4,
    ],
  ]);
}

/** Renders the frames, encodes WebM and MP4 within the size budget, writes the poster images. */
export async function writeHeroVideo(out: Output, log: (msg: string) => void): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "learnova-hero-"));
  try {
    const indices = Array.from({ length: FRAMES }, (_, i) => i);
    await forEachLimit(indices, PARALLEL, async (i) => {
      const png = await sharp(Buffer.from(heroFrameSvg(i)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      await writeFile(path.join(dir, `f${String(i).padStart(4, "0")}.png`), png);
    });
    log(`  rendered ${FRAMES} frames`);
    const webm = "media/hero.webm";
    const mp4 = "media/hero.mp4";
    await out.write(webm, Buffer.alloc(0));
    for (let step = 0; ; step++) {
      await encode(dir, out.abs(webm), out.abs(mp4), step);
      const total = (await stat(out.abs(webm))).size + (await stat(out.abs(mp4))).size;
      log(`  encoded (step ${step}): ${(total / 1024).toFixed(0)} KB for both`);
      if (total <= BUDGET || step >= 5) break;
    }
    const meta = { width: VIDEO_W, height: VIDEO_H, fps: FPS, duration: SECONDS };
    await out.record(webm, meta);
    await out.record(mp4, meta);
    const first = await readFile(path.join(dir, "f0000.png"));
    await out.raster(first, "media/hero-poster", VIDEO_W, VIDEO_H, ["avif", "webp", "jpg"]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
