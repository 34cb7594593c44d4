import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvResponse, guardCell, inBatches } from "./csv";

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
    for (const v of ["plain", "a=b+c-d@e", "", " =1", "1-2", "ada@example.com"]) {
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
