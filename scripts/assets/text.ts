// Measuring and wrapping text for rasterised SVG. Widths come from Pango (through sharp's text
// input) with the same DejaVu Sans fonts that librsvg uses, so the wrapping matches the render.
import sharp from "sharp";
import { escapeXml } from "./svg";

export const FONT_FAMILY = "DejaVu Sans";

const REF = 100;
const cache = new Map<string, number>();

/** Width in px of `text` at font size 100, bold or regular. */
async function measureRef(text: string, bold: boolean): Promise<number> {
  const key = `${bold ? "b" : "r"}:${text}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const { info } = await sharp({
    text: {
      text: escapeXml(text),
      font: `${FONT_FAMILY}${bold ? " Bold" : ""} ${REF}`,
      dpi: 72,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  cache.set(key, info.width);
  return info.width;
}

/** Width in px of a single line of text at the given font size. */
export async function textWidth(text: string, size: number, bold = true): Promise<number> {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const space = (await measureRef("x x", bold)) - (await measureRef("xx", bold));
  let total = space * (words.length - 1);
  for (const w of words) total += await measureRef(w, bold);
  return (total * size) / REF;
}

/** Greedy word wrap to lines no wider than maxWidth px. */
export async function wrap(
  text: string,
  size: number,
  maxWidth: number,
  bold = true,
): Promise<string[]> {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await textWidth(candidate, size, bold)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Re-wraps to the narrowest width that still gives the same number of lines, so lines come out
 * of similar length (no single word left alone on the last line).
 */
async function balance(
  text: string,
  size: number,
  maxWidth: number,
  lines: string[],
  bold: boolean,
): Promise<string[]> {
  if (lines.length < 2) return lines;
  let best = lines;
  for (let w = maxWidth - 10; w > maxWidth * 0.4; w -= 10) {
    const next = await wrap(text, size, w, bold);
    if (next.length !== lines.length) break;
    best = next;
  }
  return best;
}

/**
 * Picks the largest font size from `sizes` at which the text wraps into at most `maxLines`.
 * If none fits, the smallest size is used and the last line is shortened with an ellipsis.
 */
export async function fitText(
  text: string,
  sizes: number[],
  maxWidth: number,
  maxLines: number,
  bold = true,
): Promise<{ size: number; lines: string[] }> {
  for (const size of sizes) {
    const lines = await wrap(text, size, maxWidth, bold);
    if (lines.length <= maxLines)
      return { size, lines: await balance(text, size, maxWidth, lines, bold) };
  }
  const size = sizes[sizes.length - 1];
  const lines = (await wrap(text, size, maxWidth, bold)).slice(0, maxLines);
  let last = lines[maxLines - 1];
  while (last.includes(" ") && (await textWidth(`${last}…`, size, bold)) > maxWidth) {
    last = last.slice(0, last.lastIndexOf(" "));
  }
  lines[maxLines - 1] = `${last.replace(/[,:;.\-–—]+$/, "")}…`;
  return { size, lines };
}

/** SVG <text> with one <tspan> per line. `y` is the first baseline. */
export function textBlock(
  lines: string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  fill: string,
  bold = true,
): string {
  const spans = lines
    .map((l, i) => `<tspan x="${x}" y="${Math.round(y + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join("");
  return (
    `<text font-family="${FONT_FAMILY}" font-weight="${bold ? "bold" : "normal"}" ` +
    `font-size="${size}" fill="${fill}">${spans}</text>`
  );
}
