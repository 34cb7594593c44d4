// `npm test`: every check — static checks, unit and database tests (SQLite, plus PostgreSQL when
// TEST_DATABASE_URL is set), the production build, the build as two servers behind nginx, then
// the browser tests in Chromium. Ends with one "N passed, N failed" line.
//
// Stages that leave a core idle run beside others, in two rounds (docs/testing.md §1,
// docs/decisions/0040-ci-stages-side-by-side.md): first the static checks and the build, then
// the cluster tests (mostly waiting for servers, leases and nginx) and the unit tests side by
// side, all beside the database tests; then, once all of those passed, the browser tests alone.
// A failed stage ends its own line of stages; the round's other line runs to its end, and no
// later round starts.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { runChild } from "./support/run-child.mjs";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();

// Each stage's time, printed at the end (docs/testing.md §1), so a slowdown shows which stage
// it is in. .ci/run passes the install's time in CI_PHASE_TIMES (a file of "seconds\tlabel"
// lines) and prints the table itself after npm test. Stages that ran beside each other are
// marked so, since their times overlap.
const phases = [];
const phaseFile = process.env.CI_PHASE_TIMES;

/**
 * Runs one stage. `live` stages write to the terminal as they go; the others (running beside a
 * live one) keep their output and print it in one block when they end, so two stages' lines
 * never interleave.
 */
async function run(label, command, args, { live = true, beside = "", env = {} } = {}) {
  if (live) console.log(`\n▶ ${label}`);
  const begun = performance.now();
  const { ok, output } = await runChild(command, args, { live, env });
  const seconds = (performance.now() - begun) / 1000;
  const shown = beside ? `${label} (beside ${beside})` : label;
  phases.push({ label: shown, seconds });
  if (phaseFile) appendFileSync(phaseFile, `${seconds.toFixed(1)}\t${shown}\n`);
  if (!live) {
    console.log(`\n▶ ${label} (ran beside ${beside}; its output follows)`);
    process.stdout.write(output);
    console.log(`◀ ${label}: ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`);
  }
  return ok;
}

/** Runs stages one after the other, stopping at the first that fails. */
async function chain(stages) {
  for (const stage of stages) if (!(await stage())) return false;
  return true;
}

function printPhases() {
  if (phaseFile || phases.length === 0) return;
  console.log("\nTime per stage:");
  for (const { label, seconds } of phases) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${label}`);
  }
  const total = (performance.now() - started) / 1000;
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
  return ok;
}

function finish(ok) {
  printPhases();
  console.log(
    `\n${ok ? "All checks passed." : "Some checks failed."}\n` +
      `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(ok ? 0 : 1);
}

/** One Vitest run with its JSON report, counted into the totals. */
async function vitest(label, args, report, options) {
  rmSync(report, { force: true });
  const ok = await run(
    label,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    options,
  );
  return countVitest(report, ok);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: database tests run on SQLite only.");
}

// Round one. The static checks (tsc, ESLint and Prettier, one process each) and the build
// (Vite, mostly one core) leave the second core idle, and the database tests wait on their
// databases, so one line runs the static checks, the build and what needs the build, beside the
// database tests on the other. The build comes after the static checks, not beside them: both
// write React Router's generated types. The cluster tests (the production build as several
// processes on a PostgreSQL of the test's own, behind nginx) spend most of their time waiting
// for servers to start and leases to run out, so they wait here, beside the database tests,
// rather than beside the browser tests, which keep both cores busy
// (docs/decisions/0040-ci-stages-side-by-side.md, "Fourth round"); and the unit tests (no
// database, no build) fill those waits, side by side with them at the line's end. They ran
// after the database tests until session 19, when that line ended 35–45 s after this one.
const side = "the database tests";
const buildLine = async () => {
  const built = await chain([
    () =>
      run("Static checks (types, lint, format)", "npm", ["run", "check"], {
        live: false,
        beside: side,
      }),
    () => run("Production build", "npm", ["run", "build"], { live: false, beside: side }),
    // Admin code stays in the panel, and the landing page within its JavaScript budget.
    () =>
      run(
        "Bundle boundaries (no admin code outside the panel)",
        "node",
        ["scripts/bundle-boundaries.mjs"],
        {
          live: false,
          beside: side,
        },
      ),
    () =>
      run("Landing JavaScript budget", "npm", ["run", "size", "--", "/"], {
        live: false,
        beside: side,
      }),
  ]);
  // The unit tests run whatever the stages before them did, as they need none of them.
  const [clusterOk, unitOk] = await Promise.all([
    built &&
      vitest(
        "Cluster tests (two servers behind nginx, Vitest)",
        ["--config", "vitest.cluster.config.ts"],
        "test-results/cluster.json",
        { live: false, beside: `${side} and the unit tests` },
      ),
    vitest("Unit tests (Vitest)", ["--project=unit"], "test-results/unit.json", {
      live: false,
      beside: `${side} and the cluster tests`,
    }),
  ]);
  return built && clusterOk && unitOk;
};
// Vitest's projects (vitest.config.ts), one stage each so each has its own time.
const [buildLineOk, testLineOk] = await Promise.all([
  buildLine(),
  vitest(
    "Database tests (Vitest, every engine)",
    ["--project=database", "--project=database-isolated"],
    "test-results/database.json",
  ),
]);
if (!buildLineOk || !testLineOk) finish(false);

// Round two: Chromium and the browser tests, alone: they keep both cores busy.
const e2eOk = await (async () => {
  if (!(await run("Chromium", "node", ["scripts/ensure-chromium.mjs"]))) return false;
  const ok = await run("End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]);
  const e2e = existsSync("test-results/e2e.json") ? readJson("test-results/e2e.json") : null;
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  } else if (!ok) totals.failed += 1;
  return ok;
})();

finish(e2eOk);
