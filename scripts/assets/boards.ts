// Exam-board wordmarks: a rounded badge with the board's short name, on a transparent background.
import { escapeXml, svgDoc } from "./svg";
import { FONT_FAMILY, fitText, wrap } from "./text";

export const BOARD_W = 256;
export const BOARD_H = 128;

/** Calm, clearly different colours (text/border colour, tint), one per board in display order. */
const COLOURS: [string, string][] = [
  ["#3730a3", "#eef2ff"], // indigo
  ["#0f766e", "#e6f7f4"], // teal
  ["#075985", "#e7f4fc"], // sky
  ["#5b21b6", "#f3eefe"], // violet
  ["#166534", "#eaf7ee"], // green
  ["#9d174d", "#fcecf3"], // rose
];

export async function boardSvg(name: string, index: number): Promise<string> {
  const [ink, tint] = COLOURS[index % COLOURS.length];
  const maxW = 184;
  let { size, lines } = await fitText(name, [58, 54, 50, 46, 42, 38, 34], maxW, 1);
  // Long multi-word names read better as two larger lines than one small one.
  if (size < 40 && name.includes(" ")) {
    for (const s of [44, 42, 40, 38, 36]) {
      const l = await wrap(name, s, maxW);
      if (l.length <= 2) {
        size = s;
        lines = l;
        break;
      }
    }
  }
  const lh = size * 1.04;
  const firstBaseline = 64 - (lh * (lines.length - 1)) / 2 + size * 0.36;
  const text = lines
    .map(
      (l, i) =>
        `<text x="128" y="${Math.round(firstBaseline + i * lh)}" text-anchor="middle" font-family="${FONT_FAMILY}" ` +
        `font-weight="bold" font-size="${size}" fill="${ink}">${escapeXml(l)}</text>`,
    )
    .join("");
  const body =
    `<rect x="5" y="5" width="246" height="118" rx="32" fill="${tint}" stroke="${ink}" stroke-opacity=".3" stroke-width="4"/>` +
    `<rect x="14" y="14" width="228" height="100" rx="24" fill="none" stroke="${ink}" stroke-opacity=".12" stroke-width="2"/>` +
    `${text}`;
  return svgDoc(BOARD_W, BOARD_H, [BOARD_W, BOARD_H], body);
}
