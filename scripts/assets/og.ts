// Social-share (Open Graph) images, 1200×630: title text beside the illustration.
import type { CourseMotif } from "../../content/types";
import { brand, paletteFor, type Palette } from "./color";
import { motifStage, type Art } from "./illustration";
import { markDefs, mark } from "./brand";
import { drawMotif } from "./motifs";
import { createRng } from "./random";
import { blobPath, dotGrid, escapeXml, n, paletteDefs, sparkle, svgDoc } from "./svg";
import { FONT_FAMILY, fitText, textBlock, textWidth } from "./text";

export const OG_W = 1200;
export const OG_H = 630;

const TEXT_X = 80;
const TEXT_MAX = 640;

/** "Learnova" wordmark with the mark, top-left. */
function brandRow(x: number, y: number, size: number, color: string): string {
  return (
    mark(x, y, size) +
    `<text x="${n(x + size * 1.28)}" y="${n(y + size * 0.74)}" font-family="${FONT_FAMILY}" ` +
    `font-weight="bold" font-size="${n(size * 0.66)}" fill="${color}">Learnova</text>`
  );
}

async function pill(label: string, x: number, y: number, pal: Palette): Promise<string> {
  const size = 19;
  const spacing = 1.6;
  const w = (await textWidth(label, size)) + spacing * label.length + 52;
  return (
    `<rect x="${x}" y="${y}" width="${n(w)}" height="40" rx="20" fill="#ffffff" stroke="${pal.light}" stroke-width="2"/>` +
    `<circle cx="${x + 20}" cy="${y + 20}" r="5" fill="${pal.accent}"/>` +
    `<text x="${x + 32}" y="${y + 27}" font-family="${FONT_FAMILY}" font-weight="bold" font-size="${size}" ` +
    `letter-spacing="${spacing}" fill="${pal.mainDark}">${escapeXml(label)}</text>`
  );
}

export interface OgItem {
  seed: string;
  art: Art;
  title: string;
  eyebrow: string;
  footer: string;
}

/** Per-course or per-post share image. */
export async function ogItemSvg(item: OgItem): Promise<string> {
  const rng = createRng(`og:${item.seed}`);
  const pal = paletteFor(item.art.hue);
  const { defs, fills } = paletteDefs("o", pal);
  const { size, lines } = await fitText(item.title, [64, 58, 52, 48, 44, 40, 36], TEXT_MAX, 3);
  const lh = Math.round(size * 1.2);
  const blockH = lh * (lines.length - 1) + size;
  const top = 232 + (290 - blockH) / 2;
  const body =
    `<defs>${defs}${markDefs()}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="${pal.bgA}"/>` +
    `<stop offset=".6" stop-color="${pal.bgC}"/><stop offset="1" stop-color="${pal.bgB}"/></linearGradient>` +
    `<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity=".8"/>` +
    `<stop offset=".55" stop-color="#ffffff" stop-opacity=".5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
    `</defs><rect width="${OG_W}" height="${OG_H}" fill="url(#bg)"/>` +
    `<path d="${blobPath(rng, rng.range(1080, 1160), rng.range(40, 90), 230)}" fill="${pal.light}" opacity=".55"/>` +
    `<path d="${blobPath(rng, rng.range(760, 820), rng.range(600, 640), 150)}" fill="${pal.soft}" opacity=".25"/>` +
    `<path d="${blobPath(rng, 1150, 580, 80)}" fill="${pal.accentLight}" opacity=".4"/>` +
    `<rect width="760" height="${OG_H}" fill="url(#veil)"/>` +
    dotGrid(1060, 470, 5, 4, 18, 3, pal.mainDark, 0.18) +
    sparkle(720, 110, 16, pal.accent) +
    sparkle(1130, 300, 10, pal.soft) +
    motifStage(rng, fills, item.art.motif, 935, 318, 174) +
    brandRow(TEXT_X, 64, 60, brand.indigo800) +
    (await pill(item.eyebrow.toUpperCase(), TEXT_X, 166, pal)) +
    textBlock(lines, TEXT_X, top + size * 0.8, size, lh, brand.indigo900) +
    `<rect x="${TEXT_X}" y="538" width="56" height="8" rx="4" fill="${brand.amber500}"/>` +
    `<text x="${TEXT_X}" y="588" font-family="${FONT_FAMILY}" font-size="24" fill="#475569">${escapeXml(item.footer)}</text>`;
  return svgDoc(OG_W, OG_H, [OG_W, OG_H], body);
}

/** A motif on a white disc, used in the site-wide share images. */
function bubble(
  prefix: string,
  motif: CourseMotif,
  hue: number,
  x: number,
  y: number,
  r: number,
): { defs: string; svg: string } {
  const pal = paletteFor(hue);
  const { defs, fills } = paletteDefs(prefix, pal);
  return {
    defs,
    svg:
      `<circle cx="${x + 6}" cy="${y + 10}" r="${r}" fill="${brand.indigo900}" opacity=".18"/>` +
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff"/>` +
      `<circle cx="${x}" cy="${y}" r="${r - 8}" fill="${pal.bgA}"/>` +
      drawMotif(motif, fills, x, y, (r / 100) * 0.78),
  };
}

function cluster(items: [CourseMotif, number, number, number, number][]): {
  defs: string;
  svg: string;
} {
  let defs = "";
  let svg = "";
  items.forEach(([motif, hue, x, y, r], i) => {
    const b = bubble(`k${i}`, motif, hue, x, y, r);
    defs += b.defs;
    svg += b.svg;
  });
  return { defs, svg };
}

/** Site-wide share image: indigo brand panel with the tagline and a cluster of motifs. */
export async function ogDefaultSvg(): Promise<string> {
  const rng = createRng("og:default");
  const tagline = await fitText(
    "Quality education accessible to everyone, everywhere",
    [40, 36, 34],
    560,
    3,
    false,
  );
  const c = cluster([
    ["globe", 212, 930, 300, 118],
    ["book", 236, 760, 150, 70],
    ["chat", 20, 1098, 140, 66],
    ["heart", 276, 1090, 470, 70],
    ["atom", 192, 780, 480, 62],
  ]);
  const body =
    `<defs>${markDefs()}${c.defs}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.indigo800}"/>` +
    `<stop offset=".55" stop-color="${brand.indigo600}"/><stop offset="1" stop-color="#6d28d9"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${brand.amber400}" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="${brand.amber400}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${OG_W}" height="${OG_H}" fill="url(#bg)"/>` +
    `<circle cx="1040" cy="620" r="330" fill="url(#glow)"/>` +
    `<path d="${blobPath(rng, 60, 40, 200)}" fill="#ffffff" opacity=".06"/>` +
    `<circle cx="930" cy="310" r="200" fill="none" stroke="#ffffff" stroke-width="2" opacity=".25"/>` +
    `<circle cx="930" cy="310" r="262" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 10" stroke-linecap="round" opacity=".25"/>` +
    dotGrid(88, 520, 8, 3, 20, 3, "#ffffff", 0.18) +
    c.svg +
    sparkle(690, 300, 18, brand.amber400) +
    sparkle(1150, 300, 11, "#ffffff", 0.7) +
    mark(TEXT_X, 170, 104) +
    `<text x="${TEXT_X + 128}" y="253" font-family="${FONT_FAMILY}" font-weight="bold" font-size="80" fill="#ffffff">Learnova</text>` +
    `<rect x="${TEXT_X}" y="312" width="64" height="8" rx="4" fill="${brand.amber400}"/>` +
    textBlock(
      tagline.lines,
      TEXT_X,
      386,
      tagline.size,
      Math.round(tagline.size * 1.3),
      brand.indigo100,
      false,
    );
  return svgDoc(OG_W, OG_H, [OG_W, OG_H], body);
}

/** Section share image (courses, blog): light panel, heading, subtitle, motif cluster. */
export async function ogSectionSvg(
  seed: string,
  heading: string,
  subtitle: string,
  hue: number,
  items: [CourseMotif, number, number, number, number][],
): Promise<string> {
  const rng = createRng(`og:${seed}`);
  const pal = paletteFor(hue);
  const head = await fitText(heading, [76, 68, 60], 600, 2);
  const sub = await fitText(subtitle, [32, 30, 28], 560, 3, false);
  const c = cluster(items);
  const headLh = Math.round(head.size * 1.12);
  const subLh = Math.round(sub.size * 1.35);
  // Heading, amber rule and subtitle, centred vertically in the space below the brand row.
  const blockH =
    head.size + headLh * (head.lines.length - 1) + 78 + sub.size + subLh * (sub.lines.length - 1);
  const headTop = 150 + (440 - blockH) / 2 + head.size * 0.8;
  const ruleY = headTop + headLh * (head.lines.length - 1) + 44;
  const subTop = ruleY + 34 + sub.size * 0.8;
  const body =
    `<defs>${markDefs()}${c.defs}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.indigo50}"/>` +
    `<stop offset=".6" stop-color="${pal.bgA}"/><stop offset="1" stop-color="${pal.bgB}"/></linearGradient></defs>` +
    `<rect width="${OG_W}" height="${OG_H}" fill="url(#bg)"/>` +
    `<path d="${blobPath(rng, 960, 320, 270, { jitter: 0.16 })}" fill="#ffffff" opacity=".65"/>` +
    `<path d="${blobPath(rng, 1150, 40, 150)}" fill="${pal.light}" opacity=".5"/>` +
    `<path d="${blobPath(rng, 40, 640, 140)}" fill="${brand.amber300}" opacity=".25"/>` +
    dotGrid(640, 80, 5, 4, 18, 3, brand.indigo600, 0.15) +
    c.svg +
    sparkle(700, 520, 16, brand.amber500) +
    sparkle(1140, 330, 10, brand.indigo500, 0.7) +
    brandRow(TEXT_X, 64, 60, brand.indigo800) +
    textBlock(head.lines, TEXT_X, headTop, head.size, headLh, brand.indigo900) +
    `<rect x="${TEXT_X}" y="${n(ruleY)}" width="64" height="8" rx="4" fill="${brand.amber500}"/>` +
    textBlock(sub.lines, TEXT_X, subTop, sub.size, subLh, "#475569", false);
  return svgDoc(OG_W, OG_H, [OG_W, OG_H], body);
}
