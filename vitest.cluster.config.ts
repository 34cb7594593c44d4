import { defineConfig } from "vitest/config";

// Tests of the production build run as several processes behind nginx (`npm test` runs them
// after the build; `npx vitest run --config vitest.cluster.config.ts` after `npm run build`).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // The three files side by side: each spends most of its time waiting for its servers,
    // PostgreSQL and nginx to start and for leases to run out, each on ports and databases of
    // its own (freePort, tests/support/postgres-server.ts). Vitest's default is one worker
    // fewer than the cores, one file at a time here (docs/decisions/0040, fifth round).
    maxWorkers: 3,
  },
});
