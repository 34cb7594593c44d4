// `npm test`: every check, in the order a failure is cheapest to find — static checks, unit and
// database tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set), the production
// build, the build as two servers behind nginx, then the browser tests in Chromium. Ends
// with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

// Each stage's time, printed at the end (docs/testing.md §1), so a slowdown shows which stage
// it is in. .ci/run passes the install's time in CI_PHASE_TIMES (a file of "label seconds"
// lines) and prints the table itself after npm test.
const phases = [];
const phaseFile = process.env.CI_PHASE_TIMES;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  phases.push({ label, seconds });
  if (phaseFile) appendFileSync(phaseFile, `${seconds.toFixed(1)}\t${label}\n`);
  return result.status === 0;
}

function printPhases() {
  if (phaseFile || phases.length === 0) return;
  console.log("\nTime per stage:");
  for (const { label, seconds } of phases) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${label}`);
  }
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  console.log(`${total.toFixed(1).padStart(8)} s  total`);
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
  printPhases();
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

// Vitest's two projects (vitest.config.ts), one stage each so each has its own time.
rmSync("test-results/unit.json", { force: true });
rmSync("test-results/database.json", { force: true });
const unitOk = run("Unit tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--project=unit",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/unit.json",
]);
countVitest("test-results/unit.json", unitOk);
if (!unitOk) finish(false);

const databaseOk = run("Database tests (Vitest, every engine)", "npx", [
  "vitest",
  "run",
  "--project=database",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/database.json",
]);
countVitest("test-results/database.json", databaseOk);
if (!databaseOk) finish(false);

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
