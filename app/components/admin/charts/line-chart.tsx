import { GRID, HEIGHT, plotFor, WIDTH, XLabels, YAxis } from "./axes";
import { niceScale } from "./scale";

interface LineChartProps {
  summary: string;
  labels: string[];
  values: number[];
  color: string;
  /** A pale tint of `color` under the line. */
  fill: string;
}

/**
 * A level over the weeks (active subscribers). Its axis hugs the data rather than starting at
 * zero: a list of thousands that moves by dozens would otherwise draw a flat line.
 */
export function LineChart({ summary, labels, values, color, fill }: LineChartProps) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  // Start at zero when that costs little room, so small lists read as they are.
  const scale = niceScale(low < high * 0.5 ? 0 : low, high);
  const plot = plotFor(scale);
  const points = values.map((v, i) => [plot.slot(i, values.length).x, plot.y(v)] as const);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const first = points[0];
  const last = points[points.length - 1];
  const area = `${first[0].toFixed(1)},${plot.bottom} ${line} ${last[0].toFixed(1)},${plot.bottom}`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      className="block h-auto w-full"
    >
      <YAxis plot={plot} scale={scale} />
      <polygon points={area} fill={fill} />
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={GRID} />
      <polyline points={line} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" />
      {points.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={3} fill={color} />
      ))}
      <XLabels plot={plot} labels={labels} />
    </svg>
  );
}
