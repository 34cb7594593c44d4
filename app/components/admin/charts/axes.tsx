import { formatCount } from "~/lib/admin/format";
import type { Scale } from "./scale";

// The frame every week chart shares: a fixed viewBox the SVG scales to its box (the charts
// stay legible from 320 px phones to wide screens without measuring anything in the browser),
// round ticks on the left, and every other week named under the plot, the current one always.

export const WIDTH = 360;
export const HEIGHT = 210;
export const FONT = 12;
const CHAR = 7; // about one digit's width at FONT in Open Sans
const TOP = 10;
const BOTTOM = 24;
const RIGHT = 12;

/** Muted text and hairlines with at least 3:1 contrast on white (WCAG 1.4.11). */
export const INK = "#4b5563";
export const GRID = "#d1d5db";

export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The y coordinate of a value on the scale. */
  y(value: number): number;
  /** The centre and width of the slot of item `i` of `n`. */
  slot(i: number, n: number): { x: number; width: number };
}

/** The plotting area once the left margin holds the widest tick label. */
export function plotFor(scale: Scale): Plot {
  const widest = Math.max(...scale.ticks.map((t) => formatCount(t).length));
  const left = 8 + widest * CHAR;
  const right = WIDTH - RIGHT;
  const bottom = HEIGHT - BOTTOM;
  return {
    left,
    right,
    top: TOP,
    bottom,
    y: (value) => bottom - scale.at(value) * (bottom - TOP),
    slot(i, n) {
      const width = (right - left) / n;
      return { x: left + width * (i + 0.5), width };
    },
  };
}

/** Horizontal grid lines with their values. */
export function YAxis({ plot, scale }: { plot: Plot; scale: Scale }) {
  return (
    <g fontSize={FONT} fill={INK}>
      {scale.ticks.map((t) => (
        <g key={t}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={plot.y(t)}
            y2={plot.y(t)}
            stroke={GRID}
            strokeWidth={1}
          />
          <text x={plot.left - 6} y={plot.y(t)} dy="0.35em" textAnchor="end">
            {formatCount(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The weeks' labels under the plot: every other one, ending on the current week. */
export function XLabels({ plot, labels }: { plot: Plot; labels: string[] }) {
  const n = labels.length;
  return (
    <g fontSize={FONT} fill={INK} textAnchor="middle">
      {labels.map((label, i) =>
        (n - 1 - i) % 2 === 0 ? (
          <text key={i} x={plot.slot(i, n).x} y={HEIGHT - 6}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
