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
        // Formatting a chunk is work on the one thread too: on SQLite it used to run in the
        // same turn as the next slice's read. A turn between them lets a visitor in.
        await nextTurn();
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
 * How an export reads its rows: `first` rows in the first slice, then between `min` and `max`,
 * sized so that one slice's read takes about `budgetMs` (decision 0041).
 */
export interface SlicePlan {
  first: number;
  min: number;
  max: number;
  /** Milliseconds one read may take; 0: every slice is `first` rows. */
  budgetMs: number;
}

/**
 * SQLite: a read holds the event loop for as long as it takes (better-sqlite3 is synchronous),
 * so a slice is sized by time, not rows: 250 rows of a narrow table read in a few milliseconds,
 * while a filtered export whose matches are sparse, or a wide row (a 5,000-character message),
 * or a loaded machine, can make the same 250 rows take tens (a public page's p99 6.8× its p99
 * alone during the newsletter export, docs/performance.md §5.10). Aiming each read at 8 ms
 * keeps a visitor's wait behind an export within a few reads whatever the rows cost.
 *
 * PostgreSQL: a read waits on the network and holds nothing, so slices stay at 1,000 rows.
 * (Smaller ones used to be slow only because three exports' keyset condition walked the index
 * from its start on every slice, kit/keyset.ts newerThan; at any size the server's memory
 * growth came from how the driver's rows were awaited, platform/db/connect.ts.)
 */
export function batchRows(db: Kysely<any>): SlicePlan {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? { first: 250, min: 25, max: 1_000, budgetMs: 8 }
    : { first: 1_000, min: 1_000, max: 1_000, budgetMs: 0 };
}

/** The next slice's size: what the budget allows at the last read's pace, at most doubling. */
export function nextSliceSize(plan: SlicePlan, size: number, tookMs: number): number {
  if (plan.budgetMs <= 0) return size;
  const fitting = Math.floor((size * plan.budgetMs) / Math.max(tookMs, 0.01));
  return Math.max(plan.min, Math.min(plan.max, size * 2, fitting));
}

const fixed = (rows: number): SlicePlan => ({ first: rows, min: rows, max: rows, budgetMs: 0 });

/**
 * Reads a whole list in keyset slices, each starting after the previous slice's last row
 * (`cursorOf`) and ending the export when it comes back shorter than asked: constant memory,
 * and each slice an index range scan. After every read the event loop gets a turn
 * (setImmediate, after pending I/O), so other requests are served between two slices; and a
 * slice is let go before the next is read, so at most one slice's rows are held.
 */
export async function* inSlices<Row, Cursor>(
  read: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  plan: SlicePlan | number,
): AsyncGenerator<Row> {
  const p = typeof plan === "number" ? fixed(plan) : plan;
  let after: Cursor | undefined;
  let size = p.first;
  for (;;) {
    const started = performance.now();
    let slice: Row[] | undefined = await read(after, size);
    const took = performance.now() - started;
    await nextTurn();
    const count = slice.length;
    const last = slice[count - 1];
    for (let i = 0; i < count; i++) yield slice[i];
    // Dropped before the next read, not replaced by it: two slices are never alive at once.
    slice = undefined;
    if (count < size) return;
    after = cursorOf(last);
    size = nextSliceSize(p, size, took);
  }
}

/** inSlices for lists ordered by (createdAt, id), the keyset most lists export by. */
export function inBatches<Row extends { createdAt: string; id: string }>(
  readBatch: (
    after: { createdAt: string; id: string } | undefined,
    limit: number,
  ) => Promise<Row[]>,
  plan: SlicePlan | number = 1_000,
): AsyncGenerator<Row> {
  return inSlices(readBatch, (row) => ({ createdAt: row.createdAt, id: row.id }), plan);
}
