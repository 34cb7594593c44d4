import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

const folders = ["app", "server", "scripts", "tests/integration"];

// Two projects, so `npm test` can time them apart (docs/testing.md §1): "database" is every
// file that takes its engines from tests/support/databases.ts (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), "unit" the rest. Read from the files themselves, so a new test
// lands in the right one without a list to keep.
const files = folders
  .filter((folder) => existsSync(folder))
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".test.ts"))
      .map((name) => join(folder, name)),
  );
const usesDatabases = (file: string) => readFileSync(file, "utf8").includes("support/databases");
const databaseFiles = files.filter(usesDatabases);
const unitFiles = files.filter((file) => !usesDatabases(file));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own databases, ports and temporary folders, so files run in parallel
    // on our two cores. Vitest's default in a run is one worker fewer than the cores (one on
    // this machine), hence the explicit two.
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: unitFiles } },
      { extends: true, test: { name: "database", include: databaseFiles } },
    ],
  },
});
