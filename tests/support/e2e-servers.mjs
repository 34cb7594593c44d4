// The browser tests' servers, started side by side (playwright.config.ts): each entry of
// E2E_SERVERS (JSON: [{ "port": 3210, "env": { … } }, …]) is tests/support/e2e-server.mjs in a
// process of its own. Playwright starts the servers of its `webServer` list one after the other,
// about 3 s each with a core idle, so the four are started here at once and "e2e servers ready"
// is printed once every one answers /healthz (playwright.config.ts waits for that line). A
// server that exits stops the others and this process with its code. Playwright ends the run by
// killing this process's group, the servers with it.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (servers.length === 0) throw new Error("E2E_SERVERS names no server");
const script = fileURLToPath(new URL("./e2e-server.mjs", import.meta.url));
const READY_WITHIN_MS = 60_000;

const children = servers.map(({ port, env = {} }) =>
  spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  }),
);
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
children.forEach((child, i) =>
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`e2e server on port ${servers[i].port} exited (${signal ?? code})`);
      stop(code || 1);
    }
  }),
);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0));

async function answers(port) {
  try {
    return (await fetch(`http://localhost:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + READY_WITHIN_MS;
const waiting = new Set(servers.map((s) => s.port));
while (waiting.size > 0 && !stopping) {
  if (Date.now() > deadline) {
    console.error(`e2e servers not ready within ${READY_WITHIN_MS} ms: ${[...waiting].join(", ")}`);
    stop(1);
    break;
  }
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!stopping) console.log("e2e servers ready");
