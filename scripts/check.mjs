// `npm run check`: the route types generated first (tsc reads them), then tsc, the lint and the
// Prettier check side by side, each one process of one core that mostly waits on the others'
// files: 86 s one after the other, 63 s side by side on the two-core machine
// (docs/decisions/0054-cheaper-browser-tests.md). Each check's output is printed in one block
// when it ends, so their lines never interleave; fails when any of them fails.
import { runChild } from "./support/run-child.mjs";

/** Runs an npm script, then prints its output in one block; resolves to whether it passed. */
async function npmRun(script) {
  const { ok, output } = await runChild("npm", ["run", "--silent", script]);
  console.log(`\n── npm run ${script}: ${ok ? "passed" : "FAILED"}`);
  process.stdout.write(output);
  return ok;
}

const typesOk = await npmRun("typegen");
const results = typesOk
  ? await Promise.all(["typecheck:tsc", "lint", "format:check"].map(npmRun))
  : [false];
process.exit(results.every(Boolean) ? 0 : 1);
