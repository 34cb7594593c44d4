import { stringify } from "csv-stringify/sync";
import { SqliteAdapter, type Kysely } from "kysely";
import { setImmediate as nextTurn } from "node:timers/promises";

// CSV downloads of a list's current filter (docs/admin.md "Who and how", Lists). Rows come from an async source that
// reads the database in keyset batches and are written as they arrive, so memory stays flat
// however many rows there are; the stream's back-pressure pauses the reads for a slow client.
//
// An export also never holds the server (decision 0026): on SQLite every read is synchronous
// on the one thread that serves everyone, and a promise that is already settled continues in
// the same turn of the event loop, so a 500,000-row export used to run to its end (or until the
// socket's buffer filled) without letting a single other request in. inBatches gives the event
// loop a turn (setImmediate, after pending I/O) after each bounded batch.

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * What a spreadsheet may skip before it reads a cell's first significant character: white
 * space of any kind (Unicode spaces, tab, CR, LF), control characters (NUL among them) and
 * invisible format characters (zero-width space, BOM, direction marks).
 */
const SKIPPED = String.raw`[\s\p{Z}\p{Cc}\p{Cf}]`;
/** Characters that start a formula, with the full-width forms some spreadsheets also read. */
const FORMULA_START = "[=+\\-@\uFF1D\uFF0B\uFF0D\uFF20]";
const RUNS_AS_FORMULA = new RegExp(`^(?:${SKIPPED}*${FORMULA_START}|[\t\r\n])`, "u");

/**
 * A spreadsheet opens a cell whose first significant character is = + - @ as a formula (and
 * OWASP's CSV-injection rule also names a leading tab, CR or LF); an exported name such as
 * `=HYPERLINK(…)`, or the same behind a NUL or a space, would run in the admin's spreadsheet.
 * Such a cell gets a leading apostrophe, which spreadsheets show as text. Every export goes
 * through csvResponse, which applies this to every cell.
 */
export function guardCell(value: string): string {
  return RUNS_AS_FORMULA.test(value) ? `'${value}` : value;
}

/** Rows per written chunk: a few tens of kilobytes, not one tiny write per row. */
const ROWS_PER_CHUNK = 500;

/**
 * Streams `rows` as an RFC 4180 CSV download named `filename`. Rows are written in chunks of
 * ROWS_PER_CHUNK, each stringified at once: one chunk per row made 200,000 writes (and as many
 * web-stream and HTTP chunks) for an export of 200,000, twice as slow.
 *
 * The body is a web stream that pulls one chunk when the server asks for one (high-water mark
 * 0: nothing is read ahead), and the server asks again only once the socket has taken the last
 * (@hono/node-server waits for "drain"): at most one batch of rows and one chunk are held,
 * however slow the client. The chunk is encoded once; going through Readable.from and
 * Readable.toWeb copied it twice more. At docs/classes.md's volume the sessions CSV (200,048
 * rows) grew a PostgreSQL server by 139–141 MiB in some runs that way (docs/performance.md §7).
 */
export function csvResponse<Row>(
  filename: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): Response {
  const cells = (row: Row) =>
    columns.map((c) => {
      const v = c.value(row);
      return v === null || v === undefined ? "" : guardCell(String(v));
    });
  const chunks = (async function* () {
    yield stringify([columns.map((c) => c.header)], { bom: true });
    let chunk: string[][] = [];
    for await (const row of rows) {
      chunk.push(cells(row));
      if (chunk.length === ROWS_PER_CHUNK) {
        yield stringify(chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) yield stringify(chunk);
  })();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      // The client went away: end the source, which ends its batch reads.
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * Rows per batch. On SQLite a batch's read holds the event loop, so it is short: 1,000 rows
 * held it about 100 ms on a busy two-core machine (a public page's p99 9× its p99 alone during
 * the bookings export; decision 0026), 250 a few tens. PostgreSQL's reads wait on the network
 * and hold nothing, and each batch has a fixed cost: 250-row batches took the bookings export
 * from 20 s to 56 s there, so it keeps 1,000.
 */
export function batchRows(db: Kysely<any>): number {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 250 : 1_000;
}

/**
 * Reads a whole filtered list in batches ordered by (createdAt, id), each batch starting after
 * the last row of the one before: constant memory, and each batch an index range scan. Other
 * requests are served between two batches (the event loop gets a turn after each read).
 */
export async function* inBatches<Row extends { createdAt: string; id: string }>(
  readBatch: (
    after: { createdAt: string; id: string } | undefined,
    limit: number,
  ) => Promise<Row[]>,
  size = 1_000,
): AsyncGenerator<Row> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const batch = await readBatch(after, size);
    await nextTurn();
    yield* batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
