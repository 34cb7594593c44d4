import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port, that the test may
 * stop and start again (never the machine's shared server). As root, the server runs as the
 * `postgres` user (initdb refuses root); its superuser is named after the current user and
 * local connections are trusted, so `postgres://<user>@127.0.0.1:<port>/postgres` connects.
 */
export interface PostgresServer {
  port: number;
  /** A connection URL for a database on this server (created by createDatabase). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): void;
  start(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

/** The newest installed PostgreSQL's bin folder (PG_BIN overrides), or undefined. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : undefined;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

/** Why a test that needs its own PostgreSQL cannot run here, or undefined when it can. */
export function postgresUnavailableReason(): string | undefined {
  if (!findPostgresBin()) return "PostgreSQL server binaries (initdb, pg_ctl) are not installed";
  if (process.getuid?.() === 0) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      return "running as root without a 'postgres' user to run initdb as";
    }
  }
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** initdb into a temporary folder and start the server; call destroy() when done. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found");
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? "root" : (process.env.USER ?? "postgres");
  const dir = mkdtempSync(join(tmpdir(), "learnova-pg-"));
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  // Commands run as the server's owner; as root, through runuser.
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    return execFileSync(file, argv, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] }).toString();
  };
  run("initdb", ["-D", data, "-U", user, "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c max_connections=100",
  ].join(" ");
  let running = false;
  const server: PostgresServer = {
    port,
    url: (database) => `postgres://${user}@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: server.url("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
    },
    start() {
      run("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", "start"]);
      running = true;
    },
    stop() {
      // Fast shutdown, as a restart does: sessions are ended, idle pooled connections included.
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
      running = false;
    },
    destroy() {
      try {
        if (running) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  server.start();
  return server;
}
