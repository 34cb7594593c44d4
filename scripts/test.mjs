// `npm test`: every check, in the order a failure is cheapest to find — static checks, unit and
// database tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set), the production
// build, the build as two servers behind nginx, then the browser tests in Chromium. Ends
// with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Adds a Vitest JSON report to the totals (one failure when the run left no report). */
function countVitest(file, ok) {
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (!ok) totals.failed += 1;
}

function finish(ok) {
  console.log(
    `\n${ok ? "All checks passed." : "Some checks failed."}\n` +
      `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(ok ? 0 : 1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: database tests run on SQLite only.");
}

if (!run("Static checks (types, lint, format)", "npm", ["run", "check"])) finish(false);

const unitOk = run("Unit and database tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/unit.json",
]);
countVitest("test-results/unit.json", unitOk);
if (!unitOk) finish(false);

if (!run("Production build", "npm", ["run", "build"])) finish(false);

// Admin code stays in the panel, and the landing page within its JavaScript budget.
if (
  !run("Bundle boundaries (no admin code outside the panel)", "node", [
    "scripts/bundle-boundaries.mjs",
  ])
)
  finish(false);
if (!run("Landing JavaScript budget", "npm", ["run", "size", "--", "/"])) finish(false);

// The production build as several processes on one PostgreSQL of the test's own, behind nginx.
rmSync("test-results/cluster.json", { force: true });
const clusterOk = run("Cluster tests (two servers behind nginx, Vitest)", "npx", [
  "vitest",
  "run",
  "--config",
  "vitest.cluster.config.ts",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/cluster.json",
]);
countVitest("test-results/cluster.json", clusterOk);
if (!clusterOk) finish(false);

if (!run("Chromium", "node", ["scripts/ensure-chromium.mjs"])) finish(false);

const e2eOk = run("End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]);
const e2e = existsSync("test-results/e2e.json") ? readJson("test-results/e2e.json") : null;
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
} else if (!e2eOk) totals.failed += 1;

finish(e2eOk);
