import { stringify } from "csv-stringify/sync";
import { Readable } from "node:stream";

// CSV downloads of a list's current filter (ADMIN.md §4). Rows come from an async source that
// reads the database in keyset batches and are written as they arrive, so memory stays flat
// however many rows there are; the stream's back-pressure pauses the reads for a slow client.

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; an exported name such as `=HYPERLINK(…)` would run in the admin's spreadsheet.
 * Such a cell gets a leading apostrophe (OWASP's advice), which spreadsheets show as text.
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows per written chunk: a few tens of kilobytes, not one tiny write per row. */
const ROWS_PER_CHUNK = 500;

/**
 * Streams `rows` as an RFC 4180 CSV download named `filename`. Rows are written in chunks of
 * ROWS_PER_CHUNK, each stringified at once: one chunk per row made 200,000 writes (and as many
 * web-stream and HTTP chunks) for an export of 200,000, twice as slow. The source is only read
 * when the client has taken the previous chunk (Readable.from pulls), so memory stays flat.
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
  const source = Readable.from(
    (async function* () {
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
    })(),
    { objectMode: false },
  );
  return new Response(Readable.toWeb(source) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * Reads a whole filtered list in batches ordered by (createdAt, id), each batch starting after
 * the last row of the one before: constant memory, and each batch an index range scan.
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
    yield* batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
