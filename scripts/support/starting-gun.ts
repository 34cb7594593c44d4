// Several processes started together, for the races that prove a claim is taken once across
// processes: the class reminders (app/.server/classes/jobs-reminders.processes.test.ts and
// `npm run bench:classes`, scripts/volume/reminders.ts) and the absence follow-up
// (app/.server/classes/writes-follow-up.processes.test.ts). Each child is a TypeScript file run
// that connects, calls `awaitStartingGun()` (prints "ready", waits for "go" on stdin),
// does its work and ends with `reportResult(result)` (one JSON line). The parent starts them
// all, waits until every one is ready, says "go" to all at once and reads each JSON line: the
// connecting and module loading, which take far longer than the race, are out of the race.
import { buildSync } from "esbuild";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Each racer script bundled once per parent process, its packages left to node_modules. Run
 * with tsx, every racer transformed and loaded the app's modules one by one: about 3.5 s of CPU
 * a process before its "ready", where the bundle takes about 1 s (and 0.7 s to build, once),
 * in the database tests' busiest files (docs/decisions/0034-ci-in-twelve-minutes.md, "Session
 * 15"). The bundles are written under node_modules/.cache so that their packages resolve from
 * the repository's node_modules, one folder per parent process so parallel runs never share one.
 */
const bundles = new Map<string, string>();
function bundled(script: string): string {
  const source = resolve(ROOT, script);
  let out = bundles.get(source);
  if (!out) {
    const dir = join(ROOT, "node_modules", ".cache", "learnova-racers", String(process.pid));
    mkdirSync(dir, { recursive: true });
    out = join(dir, `${bundles.size}-${basename(source).replace(/\.ts$/, "")}.mjs`);
    buildSync({
      entryPoints: [source],
      outfile: out,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      tsconfig: join(ROOT, "tsconfig.json"),
      logLevel: "warning",
    });
    bundles.set(source, out);
  }
  return out;
}

export interface RacingProcess<Result> {
  /** Resolves once the child printed "ready"; rejects if it exits first. */
  ready: Promise<void>;
  go(): void;
  /** The child's last line, parsed; rejects if it exited with an error. */
  result(): Promise<Result>;
  kill(): void;
}

/** Starts `script` (a path from the repository's root or a file URL's path) with `env` added. */
export function startRacer<Result>(
  script: string,
  env: Record<string, string>,
  name: string,
): RacingProcess<Result> {
  const child = spawn(process.execPath, [bundled(script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const output: string[] = [];
  let onLine: (() => void) | null = null;
  createInterface({ input: child.stdout }).on("line", (line) => {
    output.push(line);
    onLine?.();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const ready = new Promise<void>((resolve, reject) => {
    onLine = () => {
      if (output.includes("ready")) resolve();
    };
    void exited.then((code) => reject(new Error(`${name} exited (${code}): ${stderr}`)));
  });
  // A racer that fails before the parent awaits `ready` must not be an unhandled rejection.
  ready.catch(() => {});
  return {
    ready,
    go: () => child.stdin.end("go\n"),
    async result() {
      const code = await exited;
      if (code !== 0) throw new Error(`${name} exited (${code}): ${stderr}`);
      return JSON.parse(output.at(-1)!) as Result;
    },
    kill: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

/**
 * Starts one racer per name (`envFor(name)` gives its environment), fires them together once
 * all are ready, and returns each one's result and the seconds from "go" to the last result.
 */
export async function race<Result>(
  script: string,
  names: string[],
  envFor: (name: string) => Record<string, string>,
): Promise<{ results: Result[]; seconds: number }> {
  const racers = names.map((name) => startRacer<Result>(script, envFor(name), name));
  try {
    await Promise.all(racers.map((r) => r.ready));
    const t = performance.now();
    for (const r of racers) r.go();
    const results = await Promise.all(racers.map((r) => r.result()));
    return { results, seconds: (performance.now() - t) / 1000 };
  } finally {
    for (const r of racers) r.kill();
  }
}

/** In a racer: says "ready" and resolves when the parent says "go". */
export async function awaitStartingGun(): Promise<void> {
  process.stdout.write("ready\n");
  await new Promise<void>((resolve) => {
    const input = createInterface({ input: process.stdin });
    input.on("line", (line) => {
      if (line.trim() === "go") {
        input.close();
        process.stdin.destroy();
        resolve();
      }
    });
  });
}

/** In a racer: its result, as the one JSON line the parent reads. */
export function reportResult(result: object): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
