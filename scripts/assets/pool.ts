// Runs async jobs with a small, fixed number in flight (rasterising is CPU-bound).
import os from "node:os";

export const PARALLEL = Math.max(2, Math.min(4, os.availableParallelism()));

export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
