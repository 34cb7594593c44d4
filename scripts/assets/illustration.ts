// Course and blog card illustrations: a soft gradient scene with a big motif drawing.
// Both are drawn on a 600×400 (3:2) canvas and rasterised at any width.
import type { CourseMotif } from "../../content/types";
import { paletteFor, type Palette } from "./color";
import { drawMotif } from "./motifs";
import { createRng, type Rng } from "./random";
import { blobPath, dotGrid, n, paletteDefs, plus, sparkle, svgDoc, type Fills } from "./svg";

export interface Art {
  motif: CourseMotif;
  hue: number;
}

export const ART_W = 600;
export const ART_H = 400;

function background(id: string, pal: Palette, w: number, h: number, vertical: boolean): string {
  return (
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="${vertical ? 0.3 : 1}" y2="1">` +
    `<stop offset="0" stop-color="${pal.bgA}"/><stop offset=".55" stop-color="${pal.bgC}"/>` +
    `<stop offset="1" stop-color="${pal.bgB}"/></linearGradient>` +
    `<radialGradient id="${id}glow" cx=".5" cy=".45" r=".55">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity=".75"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`
  );
}

/**
 * The motif on a soft white halo with an orbit ring and a floor shadow, centred on (cx, cy).
 * `size` is the halo radius; the motif is scaled to match.
 */
export function motifStage(
  rng: Rng,
  f: Fills,
  motif: CourseMotif,
  cx: number,
  cy: number,
  size: number,
): string {
  const { pal } = f;
  const k = size / 138;
  const a1 = rng.range(-2.6, -0.6);
  const a2 = a1 + rng.range(2.2, 3.4);
  const ring = size * 1.16;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size)}" fill="#ffffff" opacity=".6"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(ring)}" fill="none" stroke="#ffffff" stroke-width="${n(2.2 * k)}" opacity=".85"/>` +
    `<circle cx="${n(cx + Math.cos(a1) * ring)}" cy="${n(cy + Math.sin(a1) * ring)}" r="${n(7 * k)}" fill="${pal.accent}"/>` +
    `<circle cx="${n(cx + Math.cos(a2) * ring)}" cy="${n(cy + Math.sin(a2) * ring)}" r="${n(5 * k)}" fill="${pal.main}" opacity=".8"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy + 118 * k)}" rx="${n(104 * k)}" ry="${n(15 * k)}" fill="${f.shadow}"/>` +
    drawMotif(motif, f, cx, cy - 4 * k, 1.08 * k)
  );
}

/** Places a few sparkles, plus signs and small rings in the free areas of the canvas. */
function scatter(
  rng: Rng,
  pal: Palette,
  slots: [number, number][],
  count: number,
  scale = 1,
): string {
  const free = [...slots];
  let out = "";
  for (let i = 0; i < count && free.length > 0; i++) {
    const [x, y] = free.splice(rng.int(0, free.length - 1), 1)[0];
    const kind = i % 4;
    const jx = x + rng.range(-10, 10) * scale;
    const jy = y + rng.range(-10, 10) * scale;
    if (kind === 0) out += sparkle(jx, jy, rng.range(9, 14) * scale, pal.accent);
    else if (kind === 1) out += plus(jx, jy, 6 * scale, pal.main, 3.5 * scale);
    else if (kind === 2)
      out += `<circle cx="${n(jx)}" cy="${n(jy)}" r="${n(7 * scale)}" fill="none" stroke="${pal.mainDark}" stroke-width="${n(3 * scale)}" opacity=".35"/>`;
    else out += sparkle(jx, jy, rng.range(6, 9) * scale, pal.soft);
  }
  return out;
}

/** Course card illustration: centred motif on a halo, organic blobs in the corners. */
export function courseSvg(slug: string, art: Art, width: number, height: number): string {
  const rng = createRng(`course:${slug}`);
  const pal = paletteFor(art.hue);
  const { defs, fills } = paletteDefs("c", pal);
  const flip = rng.next() < 0.5;
  const fx = (x: number): number => (flip ? ART_W - x : x);
  const body =
    `<defs>${defs}${background("c", pal, ART_W, ART_H, false)}` +
    `<path d="${blobPath(rng, fx(rng.range(30, 80)), rng.range(20, 60), rng.range(125, 150))}" fill="${pal.light}" opacity=".55"/>` +
    `<path d="${blobPath(rng, fx(rng.range(540, 580)), rng.range(340, 380), rng.range(120, 150))}" fill="${pal.soft}" opacity=".3"/>` +
    `<path d="${blobPath(rng, fx(rng.range(545, 575)), rng.range(40, 70), rng.range(36, 50))}" fill="${pal.accentLight}" opacity=".45"/>` +
    `<rect width="${ART_W}" height="${ART_H}" fill="url(#cglow)"/>` +
    dotGrid(flip ? 500 : 40, 292, 5, 4, 15, 2.6, pal.mainDark, 0.2) +
    scatter(
      rng,
      pal,
      [
        [fx(96), 70],
        [fx(120), 200],
        [fx(470), 110],
        [fx(500), 250],
        [fx(140), 330],
        [fx(470), 350],
        [fx(60), 160],
      ],
      5,
    ) +
    motifStage(rng, fills, art.motif, 300, 198, 132);
  return svgDoc(width, height, [ART_W, ART_H], body);
}

/** A small "article" card with placeholder lines, hinting at a blog post. */
function articleCard(rng: Rng, pal: Palette, x: number, y: number, rot: number): string {
  const widths = [132, 150, 110];
  let lines = "";
  widths.forEach((w, i) => {
    lines += `<rect x="22" y="${108 + i * 18}" width="${w - rng.int(0, 24)}" height="9" rx="4.5" fill="${i === 0 ? pal.soft : pal.light}"/>`;
  });
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    `<rect x="6" y="10" width="190" height="176" rx="20" fill="${pal.deep}" opacity=".1"/>` +
    `<rect width="190" height="176" rx="20" fill="#ffffff"/>` +
    `<rect x="14" y="14" width="162" height="74" rx="12" fill="${pal.pale}"/>` +
    `<clipPath id="bph"><rect x="14" y="14" width="162" height="74" rx="12"/></clipPath>` +
    `<path d="M14,90V72L58,44L86,64L118,38L178,80V90Z" fill="${pal.light}" clip-path="url(#bph)"/>` +
    `<circle cx="146" cy="36" r="10" fill="${pal.accentLight}"/>` +
    lines +
    `<circle cx="162" cy="158" r="9" fill="${pal.accent}"/></g>`
  );
}

/** Blog illustration: motif on a tilted tile at the left, an article card at the right, waves below. */
export function blogSvg(slug: string, art: Art, width: number, height: number): string {
  const rng = createRng(`blog:${slug}`);
  const pal = paletteFor(art.hue);
  const { defs, fills } = paletteDefs("b", pal);
  const waveY = rng.range(318, 334);
  const wave = (y: number, amp: number, phase: number): string => {
    let d = `M0,${n(y)}`;
    for (let x = 0; x <= ART_W; x += 20) {
      d += `L${x},${n(y + Math.sin(x / 70 + phase) * amp)}`;
    }
    return `${d}L${ART_W},${ART_H}L0,${ART_H}Z`;
  };
  const tilt = rng.range(-7, -3);
  const body =
    `<defs>${defs}${background("b", pal, ART_W, ART_H, true)}` +
    `<circle cx="${n(rng.range(540, 580))}" cy="${n(rng.range(10, 40))}" r="150" fill="${pal.light}" opacity=".5"/>` +
    `<circle cx="560" cy="30" r="190" fill="none" stroke="#ffffff" stroke-width="2" opacity=".7"/>` +
    `<path d="${blobPath(rng, rng.range(20, 60), rng.range(30, 60), 90)}" fill="${pal.accentLight}" opacity=".3"/>` +
    `<path d="${wave(waveY, 10, rng.range(0, 6))}" fill="${pal.soft}" opacity=".25"/>` +
    `<path d="${wave(waveY + 26, 8, rng.range(0, 6))}" fill="${pal.light}" opacity=".55"/>` +
    dotGrid(448, 300, 6, 3, 15, 2.4, pal.mainDark, 0.18) +
    articleCard(rng, pal, 366, 92, rng.range(3, 7)) +
    `<g transform="rotate(${n(tilt)} 200 200)">` +
    `<rect x="82" y="92" width="236" height="216" rx="36" fill="${pal.deep}" opacity=".1" transform="translate(8 12)"/>` +
    `<rect x="82" y="92" width="236" height="216" rx="36" fill="#ffffff" opacity=".88"/>` +
    `<rect x="82" y="92" width="236" height="216" rx="36" fill="none" stroke="${pal.light}" stroke-width="3"/></g>` +
    `<ellipse cx="200" cy="292" rx="80" ry="9" fill="${fills.shadow}"/>` +
    drawMotif(art.motif, fills, 200, 198, 0.86) +
    scatter(
      rng,
      pal,
      [
        [60, 60],
        [330, 60],
        [40, 230],
        [560, 180],
        [330, 330],
        [580, 300],
      ],
      5,
    );
  return svgDoc(width, height, [ART_W, ART_H], body);
}
