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
  },
});
