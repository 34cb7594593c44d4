const counts = new Intl.NumberFormat("en-IN");

/** 1234567 → "12,34,567": Indian digit grouping, as the school's staff read numbers. */
export function formatCount(n: number): string {
  return counts.format(n);
}
