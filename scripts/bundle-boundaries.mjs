// Proves that no admin-only code reaches a browser page outside the admin panel (issue 15,
// docs/admin.md "Who and how"). Reads build/chunk-graph.json, which the build writes from the
// bundler's own chunk graph (scripts/support/chunk-graph-plugin.ts), and walks every chunk a
// non-admin route module can load, statically or lazily. Chunk names prove nothing: a shared
// chunk named after a public component may still carry an admin module.
import { readFileSync } from "node:fs";

/** Source modules that only the admin panel may load. */
export const ADMIN_ONLY = [
  /^app\/routes\/admin\//,
  /^app\/components\/admin\//,
  /^app\/lib\/admin\//,
  /^app\/lib\/admin-sections\.ts/,
  /node_modules\/(csv-stringify|csv-parse|@tiptap|prosemirror-[a-z-]+|@tanstack|linkifyjs|orderedmap|rope-sequence|w3c-keyname)\//,
];

export function checkBundleBoundaries(graphFile = "build/chunk-graph.json") {
  const graph = JSON.parse(readFileSync(graphFile, "utf8"));
  const strip = (id) => id?.replace(/\?.*$/, "") ?? "";
  // A chunk whose own module is admin code (an admin route, or a panel component loaded lazily
  // such as the rich-text editor) is not a way in: it is only a problem if a public chunk can
  // reach it, which the walk from the public chunks finds.
  const isAdminModule = (facade) => ADMIN_ONLY.some((re) => re.test(strip(facade)));
  const starts = Object.entries(graph).filter(
    ([, c]) => c.facade && !isAdminModule(c.facade) && !/node_modules/.test(c.facade),
  );
  const problems = [];
  for (const [file, chunk] of starts) {
    const seen = new Set();
    const queue = [file];
    while (queue.length) {
      const next = queue.pop();
      if (seen.has(next) || !graph[next]) continue;
      seen.add(next);
      queue.push(...graph[next].imports, ...graph[next].dynamicImports);
    }
    for (const reached of seen) {
      for (const id of graph[reached].modules.map(strip)) {
        if (ADMIN_ONLY.some((re) => re.test(id))) {
          problems.push(`${strip(chunk.facade)} can load ${id} (in ${reached})`);
        }
      }
    }
  }
  return { entries: starts.length, problems: [...new Set(problems)] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { entries, problems } = checkBundleBoundaries();
  if (problems.length) {
    console.log(`✗ admin-only code reachable outside the panel:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`✓ ${entries} non-admin entry chunks checked: none can load admin-only code`);
}
