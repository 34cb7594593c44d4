import { HEIGHT, plotFor, WIDTH, XLabels, YAxis } from "./axes";
import type { Series } from "./chart-card";
import { niceScale } from "./scale";

interface BarChartProps {
  /** What a screen reader hears instead of the picture (the table has the numbers). */
  summary: string;
  /** The weeks' short labels, oldest first. */
  labels: string[];
  series: Series[];
  /** One row per week: each series' value, keyed by the series' key. */
  rows: Record<string, number>[];
}

/**
 * Weekly bars; with several series they stack, in the series' order from the bottom up. A
 * white hairline separates stacked segments, so neighbours differ by more than their hue.
 */
export function BarChart({ summary, labels, series, rows }: BarChartProps) {
  const totals = rows.map((r) => series.reduce((sum, s) => sum + (r[s.key] ?? 0), 0));
  const scale = niceScale(0, Math.max(0, ...totals));
  const plot = plotFor(scale);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      className="block h-auto w-full"
    >
      <YAxis plot={plot} scale={scale} />
      {rows.map((row, i) => {
        const { x, width } = plot.slot(i, rows.length);
        const barWidth = Math.max(2, width * 0.7);
        let base = 0;
        return (
          <g key={i}>
            {series.map((s) => {
              const value = row[s.key] ?? 0;
              if (value <= 0) return null;
              const y0 = plot.y(base);
              base += value;
              const y1 = plot.y(base);
              return (
                <rect
                  key={s.key}
                  x={x - barWidth / 2}
                  y={y1}
                  width={barWidth}
                  height={Math.max(0, y0 - y1)}
                  fill={s.color}
                  stroke="#fff"
                  strokeWidth={series.length > 1 ? 1 : 0}
                />
              );
            })}
          </g>
        );
      })}
      <XLabels plot={plot} labels={labels} />
    </svg>
  );
}
