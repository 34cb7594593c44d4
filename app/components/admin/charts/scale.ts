// Axis arithmetic for the dashboard's charts: round tick values (1, 2 or 5 times a power of
// ten) that cover the data, as a chart library would choose them.

export interface Scale {
  min: number;
  max: number;
  ticks: number[];
  /** Where `value` sits between the scale's bottom (0) and top (1). */
  at(value: number): number;
}

function tickStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= 7.07 ? 10 : error >= 3.16 ? 5 : error >= 1.41 ? 2 : 1;
  // Counts are whole numbers: never a tick between two of them.
  return Math.max(1, factor * power);
}

/** About `count` round ticks from `min` to `max`; counts start from zero unless told otherwise. */
export function niceScale(min: number, max: number, count = 4): Scale {
  const low = Math.min(min, max);
  const high = Math.max(min, max, low + 1);
  const step = tickStep(high - low, count);
  const bottom = Math.floor(low / step) * step;
  const top = Math.max(Math.ceil(high / step) * step, bottom + step);
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(v);
  return { min: bottom, max: top, ticks, at: (value) => (value - bottom) / (top - bottom) };
}
