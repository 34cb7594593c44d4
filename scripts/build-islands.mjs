// Bundles the islands entry (app/islands/entry.client.tsx) for pages whose route handle asks for
// islands (docs/decisions/0046-landing-islands.md): React DOM and the island components, with
// react-router replaced by app/islands/router-shim.tsx, code-split so each island's code is its
// own chunk. Writes build/client/assets/islands/ and build/client/islands.json ({ entry }), which
// the server reads (app/.server/platform/islands.ts). Runs after `react-router build`, before
// scripts/build-server.mjs precompresses the assets. The same bundler as the app's (Vite), so
// zod and the rest are tree-shaken the same way.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { ADMIN_ONLY } from "./bundle-boundaries.mjs";

const app = fileURLToPath(new URL("../app", import.meta.url));
const result = await build({
  configFile: false,
  // Chunks import each other (and preload) by URL under this base.
  base: "/assets/islands/",
  logLevel: "warn",
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${app}/islands/router-shim.tsx` },
      { find: /^~\//, replacement: `${app}/` },
    ],
  },
  define: { "process.env.NODE_ENV": '"production"' },
  build: {
    outDir: "build/client/assets/islands",
    emptyOutDir: true,
    copyPublicDir: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: { islands: `${app}/islands/entry.client.tsx` },
      // Radix's and lucide's "use client" lines mean nothing here (as in the app's own build).
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
      output: {
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "[name]-[hash].js",
        assetFileNames: "[name]-[hash][extname]",
      },
    },
  },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
// Every island chunk can load on a public page: none may carry admin-only code (the same list
// scripts/bundle-boundaries.mjs checks the router's chunks against).
const root = fileURLToPath(new URL("..", import.meta.url));
for (const chunk of outputs.filter((o) => o.type === "chunk")) {
  const admin = chunk.moduleIds
    .map((id) => id.replace(root, "").replace(/\?.*$/, ""))
    .filter((id) => ADMIN_ONLY.some((re) => re.test(id)));
  if (admin.length) throw new Error(`island chunk ${chunk.fileName} carries admin code: ${admin}`);
}
const entry = outputs.find((o) => o.type === "chunk" && o.isEntry);
if (!entry) throw new Error("the islands entry was not written");
const url = `/assets/islands/${entry.fileName}`;
await writeFile("build/client/islands.json", JSON.stringify({ entry: url }));
console.log(`islands bundled: ${url}`);
