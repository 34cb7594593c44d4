// One child process for the scripts that run stages (scripts/test.mjs) and checks
// (scripts/check.mjs): its output either goes to the terminal as it comes, or is kept and
// handed back whole, so that stages running side by side print in blocks, never line by line
// into each other.
import { spawn } from "node:child_process";

/**
 * Runs `command` with `args`. Resolves once, never rejects: `ok` when it exited with 0, and the
 * `output` it wrote to stdout and stderr (empty when `live`, where the terminal had it). A
 * command that cannot start is not ok, and its error is the output.
 */
export function runChild(command, args, { live = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const output = [];
    if (!live) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    let settled = false;
    // A child that fails to start can report both 'error' and 'close'.
    const settle = (ok) => {
      if (settled) return;
      settled = true;
      resolve({ ok, output: Buffer.concat(output) });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      settle(false);
    });
    child.on("close", (code) => settle(code === 0));
  });
}
