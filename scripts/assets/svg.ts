// Small SVG building blocks shared by the illustrations.
import type { Palette } from "./color";
import type { Rng } from "./random";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Rounds to one decimal and drops a trailing ".0", to keep SVG sources short. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Rounds to three decimals (opacities, scale factors). */
export function r3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** An SVG document of a given pixel size over a fixed viewBox. */
export function svgDoc(
  width: number,
  height: number,
  viewBox: [number, number],
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${viewBox[0]} ${viewBox[1]}">${body}</svg>`
  );
}

/**
 * A smooth organic closed shape around (cx, cy): points at jittered radii, joined with a
 * Catmull-Rom spline converted to cubic Béziers.
 */
export function blobPath(
  rng: Rng,
  cx: number,
  cy: number,
  radius: number,
  options: { points?: number; jitter?: number; squashY?: number } = {},
): string {
  const count = options.points ?? 7;
  const jitter = options.jitter ?? 0.22;
  const squash = options.squashY ?? 1;
  const start = rng.range(0, Math.PI * 2);
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    const r = radius * (1 - jitter / 2 + rng.next() * jitter);
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r * squash]);
  }
  return closedSpline(pts);
}

/** Closed Catmull-Rom spline through the points, as an SVG path. */
export function closedSpline(pts: [number, number][]): string {
  const len = pts.length;
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < len; i++) {
    const p0 = pts[(i - 1 + len) % len];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % len];
    const p3 = pts[(i + 2) % len];
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A four-pointed sparkle centred on (cx, cy). */
export function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  const d =
    `M${n(cx)},${n(cy - r)}Q${n(cx + k)},${n(cy - k)} ${n(cx + r)},${n(cy)}` +
    `Q${n(cx + k)},${n(cy + k)} ${n(cx)},${n(cy + r)}Q${n(cx - k)},${n(cy + k)} ${n(cx - r)},${n(cy)}` +
    `Q${n(cx - k)},${n(cy - k)} ${n(cx)},${n(cy - r)}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

/** A plus sign drawn with round-capped strokes. */
export function plus(cx: number, cy: number, r: number, stroke: string, width: number): string {
  return (
    `<path d="M${n(cx - r)},${n(cy)}H${n(cx + r)}M${n(cx)},${n(cy - r)}V${n(cy + r)}" ` +
    `stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`
  );
}

/** A small grid of dots, a common decorative texture. */
export function dotGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  r: number,
  fill: string,
  opacity: number,
): string {
  let out = `<g fill="${fill}" opacity="${opacity}">`;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      out += `<circle cx="${n(x + i * gap)}" cy="${n(y + j * gap)}" r="${r}"/>`;
    }
  }
  return `${out}</g>`;
}

/** Gradient definitions for one palette; ids are prefixed so several can share a document. */
export interface Fills {
  prefix: string;
  pal: Palette;
  /** Main hue, light top-left to dark bottom-right, per shape. */
  main: string;
  /** The same gradient in the motif's own -100…100 user space (for unions of shapes). */
  mainU: string;
  accent: string;
  light: string;
  /** Soft radial shadow, fades to transparent. */
  shadow: string;
}

export function paletteDefs(prefix: string, pal: Palette): { defs: string; fills: Fills } {
  const defs =
    `<linearGradient id="${prefix}m" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${pal.soft}"/><stop offset=".45" stop-color="${pal.main}"/>` +
    `<stop offset="1" stop-color="${pal.mainDark}"/></linearGradient>` +
    `<linearGradient id="${prefix}mu" gradientUnits="userSpaceOnUse" x1="-90" y1="-90" x2="90" y2="90">` +
    `<stop offset="0" stop-color="${pal.soft}"/><stop offset=".45" stop-color="${pal.main}"/>` +
    `<stop offset="1" stop-color="${pal.mainDark}"/></linearGradient>` +
    `<linearGradient id="${prefix}a" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${pal.accentLight}"/><stop offset=".5" stop-color="${pal.accent}"/>` +
    `<stop offset="1" stop-color="${pal.accentDark}"/></linearGradient>` +
    `<linearGradient id="${prefix}l" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${pal.light}"/></linearGradient>` +
    `<radialGradient id="${prefix}s"><stop offset="0" stop-color="${pal.deep}" stop-opacity=".28"/>` +
    `<stop offset="1" stop-color="${pal.deep}" stop-opacity="0"/></radialGradient>`;
  return {
    defs,
    fills: {
      prefix,
      pal,
      main: `url(#${prefix}m)`,
      mainU: `url(#${prefix}mu)`,
      accent: `url(#${prefix}a)`,
      light: `url(#${prefix}l)`,
      shadow: `url(#${prefix}s)`,
    },
  };
}
