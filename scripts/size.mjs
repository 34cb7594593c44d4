// `npm run size`: the landing page's first-load JavaScript, gzip, as a browser would fetch it
// (every script and modulepreload the server HTML names, including the preloads that the
// hydration loader adds after the first paint, decision 0009). Fails above the 130 KB budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startProductionServer } from "./support/production-server.mjs";

const BUDGET_KB = 130;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/courses", "/blog/1", "/contact"];
// PORT=… when another run on the machine already holds 3660.
const server = await startProductionServer(Number(process.env.PORT ?? 3660));
let failed = false;
try {
  for (const page of pages) {
    const html = await (await fetch(server.base + page)).text();
    const urls = new Set();
    for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g))
      urls.add(m[1]);
    for (const m of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
    for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
      if (!body.includes("modulepreload")) continue;
      for (const m of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
    }
    let total = 0;
    const files = [];
    for (const url of urls) {
      const bytes = gzipSync(readFileSync(join("build/client", url)), { level: 9 }).length;
      total += bytes;
      files.push([url, bytes]);
    }
    const kb = total / 1024;
    const over = page === "/" && kb > BUDGET_KB;
    if (over) failed = true;
    console.log(
      `${page}: ${files.length} scripts, ${kb.toFixed(1)} KB gzip${page === "/" ? ` (budget ${BUDGET_KB} KB) ${over ? "✗ OVER BUDGET" : "✓"}` : ""}`,
    );
    if (process.env.VERBOSE)
      for (const [u, b] of files.sort((a, b) => b[1] - a[1]))
        console.log(`   ${(b / 1024).toFixed(1).padStart(6)} KB  ${u}`);
    // Admin and editor code must never reach public pages.
    if (files.some(([u]) => /admin/.test(u))) {
      console.log(`   ✗ ${page} loads admin code`);
      failed = true;
    }
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
