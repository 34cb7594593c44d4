import { formatCount } from "~/lib/admin/format";
import { FONT, INK } from "./axes";

interface FunnelChartProps {
  summary: string;
  steps: { label: string; value: number }[];
  color: string;
  /** The track behind each bar: where the first step's full width would reach. */
  track: string;
}

const WIDTH = 360;
const ROW = 44;

/** Share of the first step, as the funnel's right-hand figures show it. */
export function shareOf(value: number, first: number): string {
  return first > 0 ? `${Math.round((value / first) * 100)}%` : "—";
}

/** Horizontal bars, one per step, each as long as its share of the first step. */
export function FunnelChart({ summary, steps, color, track }: FunnelChartProps) {
  const first = steps[0]?.value ?? 0;
  const height = steps.length * ROW;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={summary}
      className="block h-auto w-full"
    >
      {steps.map((step, i) => {
        const top = i * ROW;
        const width = first > 0 ? (step.value / first) * WIDTH : 0;
        return (
          <g key={step.label}>
            <text x={0} y={top + FONT} fontSize={FONT} fill={INK} fontWeight={600}>
              {step.label}
            </text>
            <text x={WIDTH} y={top + FONT} fontSize={FONT} fill={INK} textAnchor="end">
              {`${formatCount(step.value)} · ${shareOf(step.value, first)}`}
            </text>
            <rect x={0} y={top + 18} width={WIDTH} height={16} rx={3} fill={track} />
            {width > 0 ? (
              <rect x={0} y={top + 18} width={Math.max(width, 3)} height={16} rx={3} fill={color} />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
