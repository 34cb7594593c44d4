import SQLite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file ("" for PostgreSQL and in-memory databases); the migration lock sits beside it. */
  file: string;
  /** True when the database answers a trivial query now (used to tell an outage from a bug). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * SQLite only: brings the query planner's statistics up to date where tables changed
   * (`PRAGMA optimize`, reading every row: SQLITE_ANALYSIS_LIMIT). The server calls it once migrations
   * are applied; the handle also runs it every SQLITE_OPTIMIZE_EVERY_MS until closed.
   */
  optimize?(): void;
  /**
   * The first row of a read that runs on every signed-in request (the session read, auth/
   * queries.ts sessionVisitor), straight on the engine: its statement is prepared once
   * (better-sqlite3's statement, a named prepared statement on PostgreSQL) and run without
   * Kysely's connection provider, driver and promises, which cost more than the query (docs/
   * performance.md §10.7). On SQLite the row comes back synchronously, except while Kysely holds
   * the connection (a transaction or a streamed read): then it waits its turn through Kysely.
   * `sql` is Kysely's compiled SQL for this dialect; `name` is the statement's, one per text.
   */
  firstRow<Row>(
    name: string,
    sql: string,
    parameters: readonly unknown[],
  ): Row | undefined | Promise<Row | undefined>;
  /** PostgreSQL's connection pool, read by the metrics (absent on SQLite). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
}

/** Where connection trouble is reported; the server passes its logger. */
export interface ConnectOptions {
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one from a busy
 * pool) before it fails. A refused connection fails at once; this bounds an unreachable host,
 * so that requests during an outage are answered with a 503 instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * How long an unused pooled PostgreSQL connection stays open. A new connection plans each query
 * with empty catalogue caches: the volume dashboard took 215–221 ms after 12 s without requests
 * (pg's default closes connections idle for 10 s) and 77–122 ms after 1 s (docs/performance.md
 * §15.2). An admin reading a page for a minute comes back to warm connections; ten idle
 * connections cost PostgreSQL little.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/**
 * Rows SQLite's ANALYZE reads per index when `PRAGMA optimize` decides a table needs it: 0, every
 * row. A limit reads only an index's first entries, which on a status index all share one value,
 * so SQLite wrote about 1,000 rows per status where there were 3,600 to 58,000 and took status
 * indexes for the commonest statuses (docs/decisions/0056-sqlite-statistics-from-every-row.md).
 * Full statistics cost a read of every index, once a table is ten times larger or smaller than
 * when last analysed (optimize's own rule): 2.7 s at docs/admin.md's volume (3 million rows,
 * 1.9 GiB), 0.6 s with the limit.
 */
export const SQLITE_ANALYSIS_LIMIT = 0;
/** How often a long-lived SQLite connection refreshes its statistics (SQLite advises hourly). */
export const SQLITE_OPTIMIZE_EVERY_MS = 60 * 60_000;

/**
 * Empties sqlite_stat4, which a full ANALYZE fills (better-sqlite3 is built with STAT4), and
 * reloads the connection's statistics. With samples of values SQLite compiles a statement again
 * each time a value bound to an indexed column changes, and better-sqlite3 binds on every run: a
 * cached read cost about 30 µs more each time (docs/decisions/0056-sqlite-statistics-from-every-row.md),
 * for plans no better than sqlite_stat1's exact averages gave.
 */
function forgetValueSamples(sqlite: SQLite.Database): void {
  const table = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat4'")
    .get();
  if (!table || !sqlite.prepare("select 1 from sqlite_stat4 limit 1").get()) return;
  sqlite.exec("delete from sqlite_stat4; analyze sqlite_schema");
}

/** Opens the database named by a `sqlite:<path>` or `postgres://` URL. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const report =
    options.onConnectionError ??
    ((error: Error) => console.warn(`database connection error: ${error.message}`));
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: POOL_IDLE_MS,
      // Every query here runs in milliseconds, many at once. PostgreSQL's JIT compiler, which
      // it starts from a plan's estimated cost, took 30–170 ms to compile the dashboard's
      // counts; parallel workers, which it starts for a large estimate, made the dashboard's
      // subscriber count take 70 ms instead of 21 and take a core from another request
      // (docs/decisions/0057-postgresql-serving-settings.md).
      // An operator's own PGOPTIONS come after ours, so theirs win (a ?options= in the URL
      // replaces both: pg reads the URL over this object).
      options: ["-c jit=off -c max_parallel_workers_per_gather=0", process.env.PGOPTIONS]
        .filter(Boolean)
        .join(" "),
      // Kept ten minutes, an idle connection across a firewall that drops quiet ones would
      // otherwise hang its next query until the kernel gave up on it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 60_000,
    });
    // When PostgreSQL restarts it closes every connection. For an idle pooled one pg emits
    // 'error' on the pool, and an 'error' event nobody listens to ends the process; the pool
    // drops that connection itself and opens a new one on the next query.
    pool.on("error", report);
    // A connection lost while checked out but between two queries reports on its client; the
    // query that uses it next fails and the pool discards it on release.
    pool.on("connect", (client) => {
      client.on("error", () => {});
      answerThroughCallback(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      file: "",
      // pg parses a named statement once per connection and then only binds and executes it.
      firstRow: async <Row>(name: string, text: string, parameters: readonly unknown[]) => {
        const { rows } = await pool.query({ name, text, values: [...parameters] });
        return rows[0] as Row | undefined;
      },
      ping: () => ping(db),
      close: () => db.destroy(),
      pool,
    };
  }
  const file = url.slice("sqlite:".length);
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL for concurrent readers. FULL: a commit is acknowledged only once the WAL is synced to
  // disk, so it survives a power cut, not only a crash (docs/product.md §6; decision 0002).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma(`analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`);
  const streamed: StreamedReads = { open: 0 };
  const db = new Kysely<Database>({
    dialect: new WriteLockingSqliteDialect({ database: withStatementCache(sqlite, streamed) }),
  });
  // Without statistics SQLite's planner guesses every table's size and picks, for example, a
  // status index over the list's own (createdAt, id) one; nothing else in the product runs
  // ANALYZE (docs/performance.md §5.10). The masks name optimize's steps: 0x02 analyses the
  // tables that need it, without 0x10, which would sample 2,000 rows in place of our limit of
  // none (SQLITE_ANALYSIS_LIMIT says why not); 0x10000 at start looks at every table, including
  // ones this connection has not queried yet; the periodic run, at the tables it has used.
  const optimize = (mask: number) => {
    if (!sqlite.open) return;
    sqlite.pragma(`optimize = 0x${mask.toString(16)}`);
    forgetValueSamples(sqlite);
  };
  const timer = setInterval(() => optimize(0x02), SQLITE_OPTIMIZE_EVERY_MS);
  timer.unref();
  const statements = new Map<string, SQLite.Statement>();
  return {
    db,
    dialect: "sqlite",
    file: file === ":memory:" ? "" : resolve(file),
    firstRow<Row>(name: string, text: string, parameters: readonly unknown[]) {
      // Inside Kysely's open transaction this connection would read its uncommitted writes,
      // and beside a read Kysely streams, the snapshot that read began with.
      if (!sqlite.inTransaction && streamed.open === 0) {
        try {
          let statement = statements.get(name);
          if (!statement) {
            statement = sqlite.prepare(text);
            statements.set(name, statement);
          }
          return statement.get(...parameters) as Row | undefined;
        } catch {
          // A closed database or another failure: Kysely's turn, which reports it.
        }
      }
      return db
        .executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))
        .then(({ rows }) => rows[0]);
    },
    ping: () => ping(db),
    optimize: () => optimize(0x10002),
    close: () => {
      clearInterval(timer);
      return db.destroy();
    },
  };
}

/**
 * Kysely calls `client.query(sql, parameters)` and awaits the promise pg makes for it. Read that
 * way, pg's rows outlived the young generation: an export of 100,000 bookings promoted about
 * 100 MiB to the old generation, which V8 then let grow to several times the live heap before
 * collecting it (the server's RSS grew 75–137 MiB per export; docs/performance.md §9.1). The
 * same queries given a callback (as pg's own `pool.query` does) promoted about 17 MiB. So the
 * two-argument form is routed through pg's callback form; what a caller sees is the same
 * promise of the same result.
 */
function answerThroughCallback(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== "string" || typeof values === "function" || callback !== undefined) {
      return query(text, values, callback);
    }
    return new Promise((resolve, reject) =>
      query(text, values, (error: Error | null, result: unknown) =>
        error ? reject(error) : resolve(result),
      ),
    );
  }) as typeof client.query;
}

async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; compiling the same SQL again costs more than running it.
 * better-sqlite3 statements are reusable (each run finishes before the next starts, and we
 * never iterate two at once), so keep the most recently used ones, keyed by their SQL.
 */
function withStatementCache(sqlite: SQLite.Database, reads: StreamedReads): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== "prepare") {
        const value = Reflect.get(target, property, receiver) as unknown;
        // Native methods must be called on the real database, not on the proxy.
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (sql: string) => {
        let statement = cache.get(sql);
        if (statement) {
          cache.delete(sql);
        } else {
          statement = prepare(sql);
          if (statement.reader) countIterations(statement, reads);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        }
        cache.set(sql, statement);
        return statement;
      };
    },
  });
}

/**
 * Kysely opens every SQLite transaction with a plain (deferred) `begin`: it reads first and asks
 * for the write lock at its first write. If another connection (a second server, a command-line
 * script, a test) wrote in between, that upgrade fails at once with "database is locked" —
 * busy_timeout cannot help, the transaction's snapshot is already stale. `begin immediate`
 * takes the write lock when the transaction starts, waiting up to busy_timeout for it, so a
 * transaction's reads and writes are never overtaken (the outbox's claim of due mails and
 * lockAdmins in app/.server/users/queries.ts rely on that). A transaction marked read only
 * (`setAccessMode("read only")`, the dashboard's one snapshot) keeps the deferred `begin`: it
 * never writes, and waiting for another process's write lock would stop this process's event
 * loop for nothing (better-sqlite3 waits synchronously). Within one process Kysely runs one
 * transaction at a time on its one connection anyway.
 */
class WriteLockingSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver(): Driver {
    return new WriteLockingSqliteDriver(this.#settings);
  }
}

class WriteLockingSqliteDriver extends SqliteDriver {
  // Kysely passes the transaction's settings, though SqliteDriver's own signature omits them.
  override async beginTransaction(
    connection: DatabaseConnection,
    settings?: TransactionSettings,
  ): Promise<void> {
    if (settings?.accessMode === "read only") return super.beginTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** How many reads Kysely is streaming from SQLite now (it takes their rows between awaits). */
interface StreamedReads {
  open: number;
}

/**
 * Counts a statement's iterations while they are open. Meanwhile the connection stays in the
 * read transaction the iteration began, so a statement run beside it would read that old
 * snapshot: DatabaseHandle.firstRow then waits for Kysely's turn instead.
 */
function countIterations(statement: SQLite.Statement, reads: StreamedReads) {
  const iterate = statement.iterate.bind(statement);
  statement.iterate = function* (...parameters: unknown[]) {
    reads.open++;
    try {
      yield* iterate(...parameters);
    } finally {
      reads.open--;
    }
  } as typeof statement.iterate;
}
