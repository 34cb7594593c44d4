import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, deferHydrationScripts } from "./defer-hydration";

// The shape React Router 7 and React 19 write: preloads hoisted into <head>, the router's
// context script, then its module script at the end of <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/></head>',
  '<body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {"ssr":true};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-B.js";',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("");

describe("deferHydrationScripts", () => {
  const defer = (html: string) => deferHydrationScripts(Buffer.from(html)).toString();
  const out = defer(page);

  it("takes the module preloads out of the document", () => {
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("keeps the module script, with its text and nonce, but inert", () => {
    expect(out).toContain(
      `<script nonce="N1" type="${DEFERRED_TYPE}" async="">import * as route0 from "/assets/root-B.js";import("/assets/entry.client-A.js");</script>`,
    );
    expect(out).not.toMatch(/<script[^>]*type="module"/);
  });

  it("gives the router's first script a loader that preloads the same modules", () => {
    const first = /<script nonce="N1">(window\.__reactRouterContext[\s\S]*?)<\/script>/.exec(out);
    expect(first?.[1]).toContain('window.__reactRouterContext = {"ssr":true};');
    expect(first?.[1]).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(first?.[1]).toContain("first-contentful-paint");
    // It must stay one line of valid JavaScript.
    expect(
      () => new Function(first![1].replace("window.__reactRouterContext", "var x")),
    ).not.toThrow();
  });

  it("leaves a document without the router's scripts alone", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(defer(plain)).toBe(plain);
  });

  it("keeps text outside the rewritten parts byte for byte", () => {
    const body = "<main>Grüße — ₹500 · 学习</main>";
    expect(defer(page.replace("<main>Hello</main>", body))).toContain(body);
  });

  it("finds the router's script, not the same words in an article or in the page data", () => {
    const words = "window.__reactRouterContext = {}";
    const withWords = page
      .replace("<main>Hello</main>", `<main><p>${words}</p><pre><code>${words}</code></pre></main>`)
      .replace(
        "</body>",
        `<script nonce="N1">window.__reactRouterContext.streamController.enqueue("${words}");</script></body>`,
      );
    const result = defer(withWords);
    expect(result).toContain(`<p>${words}</p>`);
    expect(result).toContain(`enqueue("${words}");</script></body>`);
    expect(result).toContain(`type="${DEFERRED_TYPE}"`);
    expect(result.match(/first-contentful-paint/g)).toHaveLength(1);
    expect(result.length).toBe(out.length + withWords.length - page.length);
  });

  it("changes nothing when applied again", () => {
    expect(defer(out)).toBe(out);
  });
});
