#!/usr/bin/env node
// Reads Playwright JSON reports (the `json` reporter's files, e.g. test-results/e2e.json or one
// per spec from `PLAYWRIGHT_JSON_OUTPUT_FILE=… npx playwright test <spec> --reporter=json`) and
// prints where the browser tests' time goes: the slowest tests, and each spec file's total and
// test count. Used to choose what to speed up (docs/testing.md §6); the machine is shared, so
// compare sizes against each other, not against a clock.
//
//   node scripts/dev/e2e-durations.mjs test-results/e2e.json [more.json …] [--top 30]
import { readFileSync } from "node:fs";
import { basename } from "node:path";

const args = process.argv.slice(2);
let top = 25;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--top") top = Number(args[++i]);
  else files.push(args[i]);
}
if (files.length === 0) {
  console.error("usage: node scripts/dev/e2e-durations.mjs <report.json> [...] [--top N]");
  process.exit(2);
}

/** Every test result in a report: its file, full title, project, status and milliseconds. */
export function testsOf(report) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) {
          out.push({
            file: basename(spec.file ?? suite.file ?? "?"),
            title: [...here, spec.title].join(" › "),
            project: t.projectName,
            status: r.status,
            retry: r.retry,
            ms: r.duration,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

const all = files.flatMap((file) => {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return testsOf(report).map((t) => ({ ...t, wall: report.stats?.duration }));
});

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = all.reduce((s, t) => s + t.ms, 0);

console.log(`${all.length} test results, ${seconds(total).trim()} s of test time in all\n`);
console.log(`Slowest ${top} tests:`);
for (const t of [...all].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  const flag = t.status === "passed" ? "" : ` [${t.status}${t.retry ? `, retry ${t.retry}` : ""}]`;
  console.log(`${seconds(t.ms)} s  ${t.file}  ${t.title} (${t.project})${flag}`);
}

const byFile = new Map();
for (const t of all) {
  const f = byFile.get(t.file) ?? { ms: 0, n: 0, slowest: 0 };
  f.ms += t.ms;
  f.n += 1;
  f.slowest = Math.max(f.slowest, t.ms);
  byFile.set(t.file, f);
}
console.log("\nPer spec file (test time, tests, mean, slowest):");
for (const [file, f] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) {
  const share = ((100 * f.ms) / total).toFixed(1).padStart(5);
  console.log(
    `${seconds(f.ms)} s ${share} %  ${String(f.n).padStart(3)} tests  mean ${seconds(f.ms / f.n).trim()} s  slowest ${seconds(f.slowest).trim()} s  ${file}`,
  );
}
