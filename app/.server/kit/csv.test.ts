import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvResponse, guardCell, inBatches, inSlices, nextSliceSize, type SlicePlan } from "./csv";

// What a spreadsheet would make of an exported cell: hostile values stay text, quoting keeps
// every cell in its column, and the download streams.

const HOSTILE = [
  "plain",
  "comma, inside",
  'say "hi"',
  "two\nlines",
  "carriage\r\nreturn",
  "=cmd|' /C calc'!A0",
  "+1",
  "-1",
  "@SUM(A1:A9)",
  "\t=tab first",
  "\rcr first",
  '=HYPERLINK("http://evil.example","click")',
  "a=b+c-d@e",
  "",
];

/** What a spreadsheet may skip before a cell's first significant character (issue 23 item 4). */
const SKIPPABLE = [
  ..."\0\x01\x07\x08\t\n\v\f\r\x1b\x1f\x7f\x85 ",
  ..."\u00a0\u1680\u2000\u2007\u200a\u2028\u2029\u202f\u205f\u3000",
  ..."\u200b\u200e\u200f\u2060\ufeff",
];
const TRIGGERS = [..."=+-@\uff1d\uff0b\uff0d\uff20"];
/** Characters a cell's significant text may start with, none of them a trigger. */
const SAFE_START = fc
  .string({ minLength: 1, maxLength: 1, unit: "binary" })
  .filter(
    (c) => !TRIGGERS.includes(c) && !SKIPPABLE.includes(c) && !/[\s\p{Z}\p{Cc}\p{Cf}]/u.test(c),
  );

describe("guardCell, by the first significant character", () => {
  it("guards any run of skippable characters followed by a formula character", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SKIPPABLE), { maxLength: 6 }),
        fc.constantFrom(...TRIGGERS),
        fc.string({ unit: "binary" }),
        (skipped, trigger, rest) => {
          const value = skipped.join("") + trigger + rest;
          expect(guardCell(value)).toBe(`'${value}`);
        },
      ),
    );
  });

  it("leaves a cell alone when its first significant character is not a formula's", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(" ", "\0", "\u00a0", "\u200b"), { maxLength: 6 }),
        SAFE_START,
        fc.string({ unit: "binary" }),
        (skipped, first, rest) => {
          const value = skipped.join("") + first + rest;
          expect(guardCell(value)).toBe(value);
        },
      ),
    );
  });

  it("the guarded text is the value itself behind one apostrophe, and is never guarded twice", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const guarded = guardCell(value);
        expect(guarded === value || guarded === `'${value}`).toBe(true);
        expect(guardCell(guarded)).toBe(guarded);
      }),
    );
  });

  it("every export's cells go through it (NUL before = in a streamed download)", async () => {
    const response = csvResponse(
      "x.csv",
      [{ header: "name", value: (r: { name: string }) => r.name }],
      (async function* () {
        yield { name: "\0=HYPERLINK(1)" };
        yield { name: "\u3000@SUM(A1)" };
      })(),
    );
    const rows = parse((await response.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(rows.slice(1)).toEqual([["'\0=HYPERLINK(1)"], ["'\u3000@SUM(A1)"]]);
  });
});

describe("guardCell", () => {
  it("prefixes an apostrophe to what a spreadsheet would run as a formula", () => {
    expect(guardCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(guardCell("+1")).toBe("'+1");
    expect(guardCell("-1")).toBe("'-1");
    expect(guardCell("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(guardCell("\t=1")).toBe("'\t=1");
    expect(guardCell("\r=1")).toBe("'\r=1");
  });

  it("leaves everything else as it was", () => {
    for (const v of ["plain", "a=b+c-d@e", "", "1-2", "ada@example.com", " plain", "\0text"]) {
      expect(guardCell(v)).toBe(v);
    }
  });
});

async function* from<T>(rows: T[]) {
  for (const row of rows) yield row;
}

async function read(response: Response) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), chunks: chunks.length };
}

describe("csvResponse", () => {
  const columns = [
    { header: "Value", value: (r: { v: string | null; n?: number }) => r.v },
    { header: "Number, signed", value: (r: { v: string | null; n?: number }) => r.n },
  ];

  it("quotes, guards and parses back to the same cells", async () => {
    const rows = [...HOSTILE.map((v, i) => ({ v, n: i - 3 })), { v: null }];
    const response = csvResponse("subscribers 2026/11.csv", columns, from(rows));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="subscribers_2026_11.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { text } = await read(response);
    // A byte-order mark, so spreadsheets read UTF-8 (names in Devanagari, accents).
    expect(text.startsWith("\uFEFF")).toBe(true);
    const parsed = parse(text, { bom: true }) as string[][];
    expect(parsed[0]).toEqual(["Value", "Number, signed"]);
    expect(parsed.slice(1)).toEqual([
      ...HOSTILE.map((v, i) => [guardCell(v), guardCell(String(i - 3))]),
      ["", ""],
    ]);
    // The formulas really arrive guarded (not merely equal to whatever guardCell says).
    expect(parsed[6][0]).toBe("'=cmd|' /C calc'!A0");
    expect(parsed[1 + HOSTILE.indexOf("-1")][0]).toBe("'-1");
    expect(parsed[1][1]).toBe("'-3");
    expect(text).toContain('"say ""hi"""');
    expect(text).toContain('"two\nlines"');
  });

  it("writes only the header for no rows", async () => {
    const { text } = await read(csvResponse("x.csv", columns, from([])));
    expect(text).toBe('\uFEFFValue,"Number, signed"\n');
  });

  it("writes rows in chunks, and reads the source only as the client reads", async () => {
    let pulled = 0;
    async function* counting() {
      for (let i = 0; i < 5_000; i++) {
        pulled++;
        yield { v: `row ${i}` };
      }
    }
    const response = csvResponse("x.csv", columns, counting());
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    // A few chunks of 500 rows ahead at most, never the whole source.
    expect(pulled).toBeLessThan(5_000);
    let rest = 0;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      rest++;
    }
    expect(pulled).toBe(5_000);
    // 10 chunks of rows and the header: not one chunk per row.
    expect(rest + 2).toBeLessThanOrEqual(12);
  });

  it("fails the download when the source fails midway", async () => {
    async function* failing() {
      yield { v: "one" };
      throw new Error("database went away");
    }
    await expect(read(csvResponse("x.csv", columns, failing()))).rejects.toThrow(
      "database went away",
    );
  });
});

describe("inBatches", () => {
  it("asks for each batch after the previous one's last row, and stops on a short batch", async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ createdAt: `t${i}`, id: `${i}` }));
    const asked: (string | undefined)[] = [];
    const seen: string[] = [];
    for await (const row of inBatches(async (after, limit) => {
      asked.push(after?.id);
      const start = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      return rows.slice(start, start + limit);
    }, 3)) {
      seen.push(row.id);
    }
    expect(seen).toEqual(["0", "1", "2", "3", "4", "5", "6"]);
    expect(asked).toEqual([undefined, "2", "5"]);
  });
});

describe("an export never holds the event loop (decision 0026)", () => {
  // On SQLite each read is synchronous and its promise already settled, so without a turn of
  // the event loop between slices a whole export ran before any other request was served. A
  // setImmediate queued at each read stands for another visitor's request: it must run before
  // the next read, in order, however the download is consumed.
  it("lets other work run between two batches of a download", async () => {
    const events: string[] = [];
    const rows = Array.from({ length: 12 }, (_, i) => ({ createdAt: `t${i}`, id: `${i}` }));
    const source = inBatches(async (after, limit) => {
      const start = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      events.push(`read ${start}`);
      setImmediate(() => events.push(`other request after read ${start}`));
      return rows.slice(start, start + limit);
    }, 4);
    const { text } = await read(
      csvResponse("x.csv", [{ header: "ID", value: (r: { id: string }) => r.id }], source),
    );
    expect(text.trim().split("\n")).toHaveLength(13);
    expect(events.slice(0, 6)).toEqual([
      "read 0",
      "other request after read 0",
      "read 4",
      "other request after read 4",
      "read 8",
      "other request after read 8",
    ]);
  });
});

describe("slices sized by time (decision 0041)", () => {
  const sqlite: SlicePlan = { first: 250, min: 25, max: 1_000, budgetMs: 8 };

  it("shrinks a slice whose read took longer than the budget, and grows a quick one by at most double", () => {
    expect(nextSliceSize(sqlite, 250, 40)).toBe(50);
    expect(nextSliceSize(sqlite, 250, 8)).toBe(250);
    expect(nextSliceSize(sqlite, 250, 1)).toBe(500);
    expect(nextSliceSize(sqlite, 1_000, 0)).toBe(1_000);
    // However slow the machine, a slice still makes progress; however fast, it stays bounded.
    expect(nextSliceSize(sqlite, 25, 5_000)).toBe(25);
    expect(nextSliceSize(sqlite, 600, 0.5)).toBe(1_000);
    // A plan without a budget keeps its size.
    expect(nextSliceSize({ first: 1_000, min: 1_000, max: 1_000, budgetMs: 0 }, 1_000, 900)).toBe(
      1_000,
    );
  });

  it("never asks for more than the plan's maximum, reads every row once, and reads on only once a slice is taken", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ n: i }));
    const plan: SlicePlan = { first: 3, min: 2, max: 8, budgetMs: 8 };
    const asked: number[] = [];
    const events: string[] = [];
    let taken = 0;
    const seen: number[] = [];
    for await (const row of inSlices(
      async (after: number | undefined, limit) => {
        asked.push(limit);
        events.push(`read after ${taken} taken`);
        const start = after === undefined ? 0 : after + 1;
        return rows.slice(start, start + limit);
      },
      (row) => row.n,
      plan,
    )) {
      seen.push(row.n);
      taken++;
    }
    expect(seen).toEqual(rows.map((r) => r.n));
    expect(Math.max(...asked)).toBeLessThanOrEqual(plan.max);
    expect(Math.min(...asked)).toBeGreaterThanOrEqual(plan.min);
    // Each read comes when every row read before it was taken: one slice is held at a time.
    let read = 0;
    events.forEach((event, i) => {
      expect(event).toBe(`read after ${read} taken`);
      read += Math.min(asked[i], rows.length - read);
    });
  });
});
