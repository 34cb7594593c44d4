// The browser tests' servers, started side by side (playwright.config.ts): each entry of
// E2E_SERVERS (JSON: [{ "port": 3210, "env": { … } }, …]) is tests/support/e2e-server.mjs in a
// process of its own. Playwright starts the servers of its `webServer` list one after the other,
// about 3 s each with a core idle, so the four are started here at once and "e2e servers ready"
// is printed once every one answers /healthz (playwright.config.ts waits for that line).
//
// Playwright's own check that a server's port is free (its `url`, which this entry cannot give
// for four ports) is made here first: a server already listening there, say another run's, would
// answer the health checks for ours while each new server wiped that run's database folder.
// A server that exits before all are ready stops the others and this process with its code;
// after that, only its own project's tests fail. Playwright ends the run by killing this
// process's group, the servers with it.
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (servers.length === 0) throw new Error("E2E_SERVERS names no server");
const script = fileURLToPath(new URL("./e2e-server.mjs", import.meta.url));
const READY_WITHIN_MS = 60_000;

/** Whether anything accepts a connection on the port (IPv4 or IPv6 localhost). */
function portUsed(port) {
  const on = (host) =>
    new Promise((resolve) => {
      const socket = connect(port, host)
        .on("connect", () => {
          socket.destroy();
          resolve(true);
        })
        .on("error", () => resolve(false));
    });
  return Promise.all([on("127.0.0.1"), on("::1")]).then(([v4, v6]) => v4 || v6);
}

const used = [];
for (const { port } of servers) if (await portUsed(port)) used.push(port);
if (used.length > 0) {
  console.error(
    `port ${used.join(", ")} already used: stop what listens there, or choose another E2E_PORT`,
  );
  process.exit(1);
}

const children = servers.map(({ port, env = {} }) =>
  spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  }),
);
let ready = false;
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
children.forEach((child, i) =>
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`e2e server on port ${servers[i].port} exited (${signal ?? code})`);
    if (!ready) stop(code || 1);
  }),
);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0));

/** Whether the server on `port` answers its health check (within a second). */
async function answers(port) {
  try {
    const response = await fetch(`http://localhost:${port}/healthz`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + READY_WITHIN_MS;
let waiting = servers.map((s) => s.port);
while (waiting.length > 0 && !stopping) {
  if (Date.now() > deadline) {
    console.error(`e2e servers not ready within ${READY_WITHIN_MS} ms: ${waiting.join(", ")}`);
    stop(1);
    break;
  }
  const up = await Promise.all(waiting.map(answers));
  waiting = waiting.filter((_, i) => !up[i]);
  if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!stopping) {
  ready = true;
  console.log("e2e servers ready");
}
