// Requests a test sends only to check each answer, sent a bounded number at a time instead of
// one after the other: the round trips, not the server, held a worker most of the time
// (docs/decisions/0040-ci-stages-side-by-side.md, "Second round"; the forged-post test in
// tests/e2e/route-matrix.spec.ts first did it by hand).

/** How many requests a test keeps in flight: what the forged-post test settled on. */
export const IN_FLIGHT = 8;

/**
 * Runs `each` over `items` with at most `limit` running at once, and waits for all of them.
 * Every item runs even when another failed; the first failure is thrown at the end, so a
 * check's message is the one a loop one at a time would have stopped at, give or take order.
 */
export async function inFlight<T>(
  items: readonly T[],
  each: (item: T, index: number) => Promise<void>,
  limit = IN_FLIGHT,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const at = next++;
        try {
          await each(items[at], at);
        } catch (error) {
          failures.push(error);
        }
      }
    }),
  );
  if (failures.length > 0) throw failures[0];
}
