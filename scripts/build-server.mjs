// Bundles the Node server entry (server/index.ts) to build/server.mjs and writes gzip and
// brotli copies of the text assets so the static handler can serve them precompressed.
import { build } from "esbuild";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "~": "./app" },
  banner: { js: "// Built by scripts/build-server.mjs — do not edit." },
});

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest|html|ico)$/;
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
let count = 0;
for await (const file of walk("build/client")) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`server bundled to build/server.mjs; ${count} assets precompressed`);
