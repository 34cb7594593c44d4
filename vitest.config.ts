import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const folders = ["app", "server", "scripts", "tests/integration"];

// Two projects (each in two parts, below), so `npm test` can time them apart (docs/testing.md
// §1): "database" is every file that takes its engines from tests/support/databases.ts (SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set), "unit" the rest. Read from the files
// themselves, so a new test lands in the right one without a list to keep.
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

// A file that replaces a module or a global (vi.mock, vi.stubEnv, …, and @hono/node-server's
// getRequestListener, which puts its own Request and Response in place of the global ones, as
// the server does) needs a module graph of its own; every other file shares its worker's
// modules (isolate: false), because importing the server's modules afresh for each file was
// about half of the database tests' time (docs/decisions/0054-cheaper-browser-tests.md). Each
// file makes its own databases, servers and folders, and puts back the fake timers it uses,
// so nothing else is shared.
const replacesModules = (file: string) =>
  /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(|\bgetRequestListener\(/.test(
    readFileSync(file, "utf8"),
  );

/** A project as two: `name` with shared modules, `name-isolated` for the files that need it. */
function sharingModules(name: string, include: string[]): TestProjectInlineConfiguration[] {
  const isolated = new Set(include.filter(replacesModules));
  return [
    {
      extends: true,
      test: { name, include: include.filter((f) => !isolated.has(f)), isolate: false },
    },
    { extends: true, test: { name: `${name}-isolated`, include: [...isolated] } },
  ];
}

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
      // The unit files stay isolated: one of them (server/private-pages.test.ts) tells apart
      // the global Response and @hono/node-server's, which replaces it when another file
      // imports the server; their import time is a tenth of the database files'.
      { extends: true, test: { name: "unit", include: unitFiles } },
      ...sharingModules("database", databaseFiles),
    ],
  },
});
