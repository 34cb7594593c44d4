// `npm run check`: the route types generated first (tsc reads them), then tsc, the lint and the
// Prettier check side by side, each one process of one core that mostly waits on the others'
// files: 86 s one after the other, 63 s side by side on the two-core machine
// (docs/decisions/0054-cheaper-browser-tests.md). Each check's output is printed in one block
// when it ends, so their lines never interleave; fails when any of them fails.
import { spawn } from "node:child_process";

/** Runs an npm script, keeping its output; resolves to whether it passed. */
function npmRun(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
    function finish(ok) {
      console.log(`\n── npm run ${script}: ${ok ? "passed" : "FAILED"}`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    }
  });
}

const typesOk = await npmRun("typegen");
const results = typesOk
  ? await Promise.all(["typecheck:tsc", "lint", "format:check"].map(npmRun))
  : [false];
process.exit(results.every(Boolean) ? 0 : 1);
