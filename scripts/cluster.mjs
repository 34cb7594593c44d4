// `node scripts/cluster.mjs [--instances 2] [--port 8080] [--app-port 3101]`: runs N production
// servers (`node build/server.mjs`) on one PostgreSQL database behind nginx, in the foreground.
// Needs `npm run build`, nginx (Debian's package) and DATABASE_URL, BETTER_AUTH_SECRET and
// SITE_URL (the address people use, i.e. nginx's) in the environment. Ctrl-C or SIGTERM stops
// nginx and every server, each by its process id. Tests import startCluster().
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATE = join(root, "deploy", "nginx", "learnova.conf");
const SERVER = join(root, "build", "server.mjs");

/** Every child process started and not yet ended, so that a signal during start-up stops them too. */
const children = new Set();

/** nginx's temporary folders not yet removed, for the same reason. */
const runtimeDirs = new Set();

function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** nginx's executable: NGINX, or the usual places. */
export function findNginx() {
  const candidates = [
    process.env.NGINX,
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/bin/nginx",
  ];
  return candidates.find((path) => path && existsSync(path));
}

/** The nginx configuration for these app ports (deploy/nginx/learnova.conf, filled in). */
export function renderNginxConfig({ listen, appPorts, runtimeDir }) {
  const servers = appPorts
    .map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`)
    .join("\n    ");
  return readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{LISTEN}}", `127.0.0.1:${listen}`)
    .replaceAll("{{UPSTREAM_SERVERS}}", servers)
    .replaceAll("{{RUNTIME_DIR}}", runtimeDir);
}

/** Calls onLine for each line a child writes, and passes it on unless told not to. */
function lines(stream, onLine) {
  createInterface({ input: stream }).on("line", onLine);
}

async function waitUntilReady(url, child, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready within ${ms / 1000} s`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Starts `instances` servers on appPort, appPort+1, … (or on the listed appPorts) and nginx on
 * `port` in front of them.
 * env must carry DATABASE_URL, BETTER_AUTH_SECRET and SITE_URL; every server also gets
 * TRUST_PROXY=1 (nginx is the one hop to trust) and listens on 127.0.0.1 only.
 * onLog(source, line) receives every line the children write ("app1", "app2", "nginx").
 */
export async function startCluster({
  instances = 2,
  port = 8080,
  appPort = 3101,
  appPorts = Array.from({ length: instances }, (_, i) => appPort + i),
  env = process.env,
  onLog = (source, line) => console.log(`[${source}] ${line}`),
} = {}) {
  const nginxPath = findNginx();
  if (!nginxPath) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  if (!existsSync(SERVER))
    throw new Error("build/server.mjs is missing: run `npm run build` first");
  for (const name of ["DATABASE_URL", "BETTER_AUTH_SECRET", "SITE_URL"]) {
    if (!env[name]) throw new Error(`${name} must be set`);
  }
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new Error(
      "DATABASE_URL must be a postgres:// URL: SQLite cannot be shared by processes on several hosts",
    );
  }

  const apps = appPorts.map((appPortN, i) => {
    const name = `app${i + 1}`;
    const child = track(
      spawn(process.execPath, [SERVER], {
        cwd: root,
        env: {
          ...env,
          NODE_ENV: "production",
          PORT: String(appPortN),
          HOST: "127.0.0.1",
          TRUST_PROXY: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    lines(child.stdout, (line) => onLog(name, line));
    lines(child.stderr, (line) => onLog(name, line));
    return { name, port: appPortN, process: child };
  });

  // nginx's own folder: configuration, pid file and temporary files; removed at stop.
  const runtimeDir = mkdtempSync(join(tmpdir(), "learnova-nginx-"));
  runtimeDirs.add(runtimeDir);
  // Worker processes (user nobody when started as root) create their temporary folders here.
  chmodSync(runtimeDir, 0o755);
  const configFile = join(runtimeDir, "nginx.conf");
  writeFileSync(configFile, renderNginxConfig({ listen: port, appPorts, runtimeDir }));

  let nginx;
  const stop = async () => {
    await Promise.all([
      ...(nginx ? [stopChild(nginx)] : []),
      ...apps.map((app) => stopChild(app.process)),
    ]);
    rmSync(runtimeDir, { recursive: true, force: true });
    runtimeDirs.delete(runtimeDir);
  };

  try {
    await Promise.all(
      apps.map((app) => waitUntilReady(`http://127.0.0.1:${app.port}/readyz`, app.process, 60_000)),
    );
    nginx = track(
      spawn(nginxPath, ["-p", runtimeDir, "-c", configFile, "-e", "stderr"], {
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    lines(nginx.stdout, (line) => onLog("nginx", line));
    lines(nginx.stderr, (line) => onLog("nginx", line));
    await waitUntilReady(`http://127.0.0.1:${port}/healthz`, nginx, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, apps, nginx, stop };
}

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a positive whole number`);
  return value;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let cluster;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    if (cluster) await cluster.stop();
    else await Promise.all([...children].map(stopChild));
    for (const dir of runtimeDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  // Registered before anything starts: a signal during start-up stops what has started.
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGINT", () => void shutdown(0));
  try {
    cluster = await startCluster({
      instances: option(args, "instances", 2),
      port: option(args, "port", 8080),
      appPort: option(args, "app-port", 3101),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    await shutdown(1);
  }
  if (stopping) await new Promise(() => {});
  console.log(
    `Learnova: ${cluster.apps.length} servers (${cluster.apps.map((a) => a.port).join(", ")}) behind nginx at ${cluster.url}`,
  );
  // A server or nginx that ends on its own ends the cluster: the supervisor (systemd, a
  // container runtime) sees the exit and starts it again, rather than nginx sending a share of
  // the traffic to a dead port.
  for (const child of [cluster.nginx, ...cluster.apps.map((a) => a.process)]) {
    child.once("exit", (code, signal) => {
      if (stopping) return;
      console.error(`a process of the cluster exited (code ${code}, signal ${signal}); stopping`);
      void shutdown(1);
    });
  }
}
