// repoint-imports: leave (the fixtures below spell the old layout on purpose)
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without types
import { checkImports } from "./check-imports.mjs";
// @ts-expect-error -- a plain .mjs script without types
import { repointSymbols, repointText } from "./dev/repoint-imports.mjs";

/** A throwaway repository with the given files. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "check-imports-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("the import check (app/.server/README.md)", () => {
  it("passes a tree without cycles whose queries sit in queries, writes and jobs files", () => {
    const root = fixture({
      "app/.server/courses/queries.ts":
        'import { sql } from "kysely";\nexport const list = (db: any) => db.selectFrom("course").selectAll();\nexport const n = sql`1`;\n',
      "app/.server/courses/actions-admin.ts":
        'import type { Kysely } from "kysely";\nimport { list } from "./queries";\nexport const go = (db: Kysely<any>) => list(db);\n',
      "app/.server/platform/db/connect.ts":
        'import { Kysely } from "kysely";\nexport const k = Kysely;\n',
      "app/routes/courses.tsx":
        'import { go } from "~/.server/courses/actions-admin";\nexport default go;\n',
      // A comment that mentions db.selectFrom("x") is not a query.
      "server/app.ts":
        '// db.selectFrom("user") happens in the feature\nimport type { Env } from "./env";\n',
      "server/env.ts": "export type Env = {};\n",
    });
    expect(checkImports(root)).toEqual({ cycles: [], kysely: [] });
  });

  it("fails on an import cycle, a type-only one included", () => {
    const root = fixture({
      "app/components/a.tsx": 'import { B } from "./b";\nexport const A = B;\n',
      "app/components/b.tsx":
        'import type { C } from "~/components/c";\nexport const B = 1 as C;\n',
      "app/components/c.ts": 'export type C = number;\nimport("./a");\n',
      "server/ok.ts": 'import { A } from "../app/components/a";\nexport const ok = A;\n',
    });
    expect(checkImports(root).cycles).toEqual([
      ["app/components/a.tsx", "app/components/b.tsx", "app/components/c.ts"],
    ]);
  });

  it("fails on Kysely outside queries, writes, jobs, platform/ and kit/", () => {
    const root = fixture({
      "app/.server/bookings/mails.ts":
        'import type { Kysely } from "kysely";\n\nexport async function admins(db: Kysely<any>) {\n  return db.selectFrom("user").select("email").execute();\n}\n',
      "app/routes/admin/x.tsx": 'import { sql } from "kysely";\nexport const q = sql`select 1`;\n',
      "app/.server/functions/f.ts":
        "export const f = (db: any) => db.transaction().execute(async () => {});\n",
      "app/.server/bookings/writes.test.ts": 'export const t = (db: any) => db.deleteFrom("x");\n',
    });
    expect(checkImports(root).kysely).toEqual([
      { file: "app/.server/bookings/mails.ts", line: 4, what: "builds a query" },
      { file: "app/.server/functions/f.ts", line: 1, what: "opens a transaction" },
      { file: "app/routes/admin/x.tsx", line: 2, what: "writes raw SQL" },
      { file: "app/routes/admin/x.tsx", line: 1, what: "imports a value from kysely" },
    ]);
  });
});

describe("repointing imports after the move (scripts/dev/repoint-imports.mjs)", () => {
  const moves = {
    "app/.server/repos/blog.ts": "app/.server/blog/queries.ts",
    "app/.server/db/schema.ts": "app/.server/platform/db/schema.ts",
  };
  const now = new Set([
    "app/.server/blog/queries.ts",
    "app/.server/platform/db/schema.ts",
    "app/x.ts",
  ]);
  const existsNow = (p: string) => now.has(p);
  const before = (p: string) => p in moves || (existsNow(p) && !Object.values(moves).includes(p));

  it("rewrites alias, relative, mocked and path-string imports once, and is idempotent", () => {
    const text = [
      'import { getPost } from "~/.server/repos/blog";',
      'import type { Database } from "../db/schema";',
      'vi.mock("./blog", async () => ({}));',
      'const file = "app/.server/repos/blog.ts";',
    ].join("\n");
    // A file that moved from app/.server/repos/x.ts to app/.server/blog/x.ts.
    const first = repointText(
      text,
      "app/.server/blog/x.ts",
      "app/.server/repos/x.ts",
      moves,
      existsNow,
      before,
    );
    expect(first.text.split("\n")).toEqual([
      'import { getPost } from "~/.server/blog/queries";',
      'import type { Database } from "../platform/db/schema";',
      'vi.mock("./queries", async () => ({}));',
      'const file = "app/.server/blog/queries.ts";',
    ]);
    const second = repointText(
      first.text,
      "app/.server/blog/x.ts",
      "app/.server/repos/x.ts",
      moves,
      existsNow,
      before,
    );
    expect(second.changes).toEqual([]);
  });

  it("points a moved export at its new module and keeps the rest", () => {
    const symbols = [
      { symbol: "AppServices", from: "app/x.ts", to: "app/.server/platform/db/schema.ts" },
    ];
    const out = repointSymbols(
      'import { createX, type AppServices } from "~/x";\n',
      "app/routes/r.tsx",
      symbols,
      existsNow,
    );
    expect(out.text).toBe(
      'import { createX } from "~/x";\nimport { type AppServices } from "~/.server/platform/db/schema";\n',
    );
  });
});
