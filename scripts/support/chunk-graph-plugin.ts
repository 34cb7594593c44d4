import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

/**
 * Writes `build/chunk-graph.json` (beside, not inside, the public `build/client`): for every browser chunk, the source modules in
 * it and the chunks it imports (statically and lazily). `npm run size` walks it from each
 * page's route module to prove that no admin module ever reaches a page outside the panel —
 * following the real graph, not chunk names, which a shared chunk would not betray.
 */
export function chunkGraph(): Plugin {
  return {
    name: "learnova:chunk-graph",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client") return;
      const root = process.cwd();
      const graph: Record<string, unknown> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== "chunk") continue;
        graph[file] = {
          facade: out.facadeModuleId ? relative(root, out.facadeModuleId) : null,
          modules: out.moduleIds.map((id) => relative(root, id.replace(/\0/g, ""))),
          imports: out.imports,
          dynamicImports: out.dynamicImports,
        };
      }
      const clientDir = options.dir ?? join(root, "build/client");
      writeFileSync(join(dirname(clientDir), "chunk-graph.json"), JSON.stringify(graph));
    },
  };
}
