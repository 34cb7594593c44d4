// `npm run size [-- /path …]`: each public page's JavaScript as Chromium fetches it. The page is
// loaded in the browser until the network is idle, and every script it fetched is counted (the
// ones the HTML names, the ones the hydration loader adds after the first paint, decision 0009,
// and every chunk loaded after them), at the size the server sends it with `Accept-Encoding: gzip`.
// Counting only what the HTML names missed the chunks loaded later (issue 28). Each page has its
// budget; `npm test` runs it on `/`. Exits non-zero when a page is over its budget or loads admin
// code.
import { request } from "node:http";
import { chromium } from "@playwright/test";
import { OFFLINE_CHROMIUM_FLAGS, testChromiumPath } from "./support/chromium-flags.mjs";
import { startProductionServer } from "./support/production-server.mjs";

/** KB gzip as fetched; docs/performance.md §1. */
export const BUDGETS_KB = {
  // At rest the landing page runs only its hero's script; React DOM and each section's code load
  // as the visitor moves or uses them (docs/decisions/0059-islands-wake-when-needed.md).
  "/": 15,
  // The content pages, served as islands too: only the shared islands and, where the page has
  // images, their plain script (docs/decisions/0060-content-pages-as-islands.md).
  "/about": 15,
  "/privacy-policy": 15,
  "/blogs": 15,
  "/blog/1": 15,
  "/contact": 15,
  "/help": 15,
  // The catalogue too, its filters a plain script (docs/decisions/0061-catalogue-and-booking-as-islands.md).
  "/courses": 15,
  // The booking form wakes when used; at rest only its zone script (decision 0061).
  "/get-started/parent": 15,
  // A course page to a visitor not signed in; its class groups' clock a plain script (0061).
  "/courses/primary-computing": 15,
};
const pages = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BUDGETS_KB);

/** The bytes the server sends for `url` to a client that accepts gzip (what the wire carries). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let n = 0;
      res.on("data", (c) => (n += c.length));
      res.on("end", () => resolve({ bytes: n, encoding: res.headers["content-encoding"] ?? "" }));
    });
    req.on("error", reject);
    req.end();
  });
}

// PORT=… when another run on the machine already holds 3660.
const server = await startProductionServer(Number(process.env.PORT ?? 3660));
const browser = await chromium.launch({
  executablePath: testChromiumPath(),
  args: OFFLINE_CHROMIUM_FLAGS,
});
let failed = false;
try {
  for (const page of pages) {
    await fetch(server.base + page); // warm the page cache, as a live site's would be
    const context = await browser.newContext();
    const tab = await context.newPage();
    const urls = new Set();
    let last = Date.now();
    tab.on("request", (r) => {
      if (r.resourceType() === "script") urls.add(r.url());
      last = Date.now();
    });
    await tab.goto(server.base + page, { waitUntil: "networkidle" });
    // On a busy machine evaluating a large script can outlast the 500 ms of "network idle"
    // before the chunks it imports are requested: wait for the page's hydration mark (set by the
    // router's root and by the islands entry), then for two quiet seconds.
    await tab
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: 20_000,
      })
      .catch(() => console.log(`   (${page}: no hydration mark within 20 s)`));
    while (Date.now() - last < 2000) await new Promise((r) => setTimeout(r, 250));
    await context.close();
    let total = 0;
    const files = [];
    for (const url of urls) {
      const { bytes, encoding } = await gzipBytes(url);
      total += bytes;
      files.push([new URL(url).pathname, bytes, encoding]);
    }
    const kb = total / 1024;
    const budget = BUDGETS_KB[page];
    const over = budget !== undefined && kb > budget;
    if (over) failed = true;
    console.log(
      `${page}: ${files.length} scripts, ${kb.toFixed(1)} KB gzip as fetched` +
        (budget !== undefined ? ` (budget ${budget} KB) ${over ? "✗ OVER BUDGET" : "✓"}` : ""),
    );
    if (process.env.VERBOSE)
      for (const [u, b, e] of files.sort((a, b) => b[1] - a[1]))
        console.log(
          `   ${(b / 1024).toFixed(1).padStart(6)} KB  ${u}${e === "gzip" ? "" : ` (${e || "identity"})`}`,
        );
    // Admin and editor code must never reach public pages.
    if (files.some(([u]) => /admin/.test(u))) {
      console.log(`   ✗ ${page} loads admin code`);
      failed = true;
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
