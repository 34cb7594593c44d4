import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without types
import { checkCitations, findCitationProblems } from "./check-citations.mjs";

const DOCS: Record<string, string> = {
  "docs/product.md": "# Product\n\n## 7. The original specification\n\n### 7.3 Navigation bar\n",
  "docs/admin.md": "# Admin\n\n## Who and how\n\n### 5. Users\n",
  "docs/decisions/0001-stack.md": "# 0001 Stack\n",
};
const readDoc = (path: string) => DOCS[path] ?? null;

describe("the citation check", () => {
  it("accepts citations of pages, sections and headings that exist", () => {
    const files = [
      {
        path: "app/lib/shell.ts",
        text: [
          "// The menu rule (the original specification, docs/product.md §7.3's wording).",
          '// Admins only (docs/admin.md "Who and how", docs/admin.md §5; decision 0017).',
          "// See docs/decisions/0001-stack.md and docs/product.md.",
          "const seed = 15; // the volume seed's PRNG: not a citation",
        ].join("\n"),
      },
      {
        path: "docs/decisions/0002-data.md",
        text: "As [decision 0001](0001-stack.md#why) and [admin](../admin.md) say, docs/admin.md §5.",
      },
    ];
    expect(findCitationProblems(files, readDoc)).toEqual([]);
  });

  it("names each citation of a document outside the repository, by file and line", () => {
    const files = [
      {
        path: "server/app.ts",
        text: [
          "// Fine.",
          "// The shape of the system (see ARCHITECTURE.md).",
          "/** Users (ADMIN.md §5); the fields of PRODUCT.md §3. */",
          "// Classes as CLASSES.md plans them, from ../shared/seed, as seed §2 says.",
        ].join("\n"),
      },
    ];
    const problems: string[] = findCitationProblems(files, readDoc);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^server\/app\.ts:2: cites "ARCHITECTURE\.md"/);
    expect(problems.filter((p) => p.startsWith("server/app.ts:3:"))).toHaveLength(2);
    expect(problems.join("\n")).toMatch(/server\/app\.ts:4: cites "CLASSES\.md"/);
    expect(problems.join("\n")).toMatch(/server\/app\.ts:4: cites "\.\.\/shared"/);
    expect(problems.join("\n")).toMatch(/server\/app\.ts:4: cites "seed §2"/);
  });

  it("refuses a cited page, section or heading that does not exist, and a broken link in docs", () => {
    const files = [
      {
        path: "app/routes.ts",
        text: [
          "// docs/routes.md lists them.",
          "// docs/product.md §7.14 and docs/admin.md §13.",
          '// docs/admin.md "Who and why".',
        ].join("\n"),
      },
      { path: "docs/index.md", text: "- [testing.md](testing.md) — how to test." },
    ];
    expect(findCitationProblems(files, readDoc)).toEqual([
      "app/routes.ts:1: cites docs/routes.md, which does not exist",
      "app/routes.ts:2: cites docs/product.md §7.14, which has no such section",
      "app/routes.ts:2: cites docs/admin.md §13, which has no such section",
      'app/routes.ts:3: cites docs/admin.md "Who and why", which has no such heading',
      "docs/index.md:1: links to testing.md, which does not exist",
    ]);
  });

  it("walks a repository's sources and pages, and skips node_modules and build output", () => {
    const root = mkdtempSync(join(tmpdir(), "citations-"));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    for (const [path, text] of Object.entries(DOCS)) write(path, text);
    write("app/ok.ts", "// docs/admin.md §5\n");
    write("app/bad.tsx", "// ok\n{/* PRODUCT.md §4.5 */}\n");
    write("tests/e2e/x.spec.ts", "// docs/nope.md\n");
    write(".ci/run", "# with ../shared beside it\n");
    write("vite.config.ts", "// ADMIN.md\n");
    write("node_modules/pkg/index.js", "// ADMIN.md\n");
    write("build/server.mjs", "// ADMIN.md\n");
    expect(checkCitations(root)).toEqual([
      '.ci/run:1: cites "../shared", which is outside the repository; cite a file inside the repository',
      'app/bad.tsx:2: cites "PRODUCT.md", which is outside the repository; cite docs/product.md',
      "tests/e2e/x.spec.ts:1: cites docs/nope.md, which does not exist",
      'vite.config.ts:1: cites "ADMIN.md", which is outside the repository; cite docs/admin.md',
    ]);
  });
});
