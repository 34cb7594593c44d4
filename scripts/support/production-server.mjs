// Starts build/server.mjs on a fresh SQLite database for measurement scripts; stop() ends it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** `cwd`: the checkout whose build/ to run (another build's, to compare in one run). */
export async function startProductionServer(port, extraEnv = {}, cwd = process.cwd()) {
  const dir = mkdtempSync(join(tmpdir(), "learnova-measure-"));
  const child = spawn(process.execPath, ["build/server.mjs"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: `sqlite:${join(dir, "measure.db")}`,
      BETTER_AUTH_SECRET: "Measure8q3Lw9Pt2Vn7Rk5Hs1Jd6Fg4Mb0C",
      LOG_LEVEL: "error",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  const end = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > end) throw new Error("the production server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
