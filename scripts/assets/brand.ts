// The Learnova mark: a white "L" on an indigo rounded square, with an amber star ("nova").
import { brand } from "./color";
import { sparkle } from "./svg";

/** Gradient definition used by the mark; include once per document, inside <defs>. */
export function markDefs(id = "lnmark"): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${brand.indigo500}"/><stop offset=".5" stop-color="${brand.indigo600}"/>` +
    `<stop offset="1" stop-color="${brand.indigo800}"/></linearGradient>`
  );
}

/**
 * The mark in a 100×100 box. `radius` is the corner radius of the tile (0 for a full-bleed
 * square, as used by touch icons that the platform rounds itself).
 */
export function markBody(id = "lnmark", radius = 24): string {
  return (
    `<rect width="100" height="100" rx="${radius}" fill="url(#${id})"/>` +
    `<path d="M34,24V71H72" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(68, 34, 17, brand.amber400)
  );
}

/** The mark placed at (x, y) with a side of `size` px. */
export function mark(x: number, y: number, size: number, id = "lnmark"): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${markBody(id)}</g>`;
}
