import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without types
import { checkBundleBoundaries } from "./bundle-boundaries.mjs";

function graphFile(graph: object): string {
  const file = join(mkdtempSync(join(tmpdir(), "graph-")), "chunk-graph.json");
  writeFileSync(file, JSON.stringify(graph));
  return file;
}

const chunk = (
  facade: string | null,
  modules: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
) => ({
  facade,
  modules,
  imports,
  dynamicImports,
});

describe("the bundle boundary check", () => {
  it("passes when admin modules live only in chunks the panel loads", () => {
    const file = graphFile({
      "home.js": chunk(
        "app/routes/marketing/home.tsx?x",
        ["app/routes/marketing/home.tsx"],
        ["button.js"],
      ),
      "button.js": chunk(null, ["app/components/ui/button.tsx"]),
      "admin.js": chunk(
        "app/routes/admin/dashboard.tsx?x",
        ["app/routes/admin/dashboard.tsx", "app/components/admin/charts/bars.tsx"],
        ["button.js"],
      ),
    });
    expect(checkBundleBoundaries(file)).toEqual({ entries: 1, problems: [] });
  });

  it("finds an admin module in a shared chunk a public page loads lazily, whatever its name", () => {
    const file = graphFile({
      "home.js": chunk(
        "app/routes/marketing/home.tsx?x",
        ["app/routes/marketing/home.tsx"],
        [],
        ["table.js"],
      ),
      "table.js": chunk(null, [
        "app/components/admin/data-table.tsx",
        "node_modules/csv-stringify/dist/esm/index.js",
      ]),
    });
    const { problems } = checkBundleBoundaries(file);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      "app/routes/marketing/home.tsx can load app/components/admin/data-table.tsx",
    );
  });
});
