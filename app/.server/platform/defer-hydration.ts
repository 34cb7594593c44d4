/**
 * Lets the browser paint a server-rendered page before it downloads the code that hydrates it
 * (decision 0009).
 *
 * React Router writes a `<link rel="modulepreload">` for each of the page's ~27 modules into
 * `<head>` and an inline `<script type="module">` that imports the route modules and then the
 * client entry. On a slow connection those ~130 KB (gzip) share the bandwidth with the
 * stylesheet, the font and the hero image, so the first paint waits for all of them. This
 * rewrite leaves the page exactly as React rendered it except that:
 *  - the module preloads are taken out of `<head>`;
 *  - the inline module script becomes inert (`type="text/x-deferred-module"`);
 *  - the router's first inline script gains a few lines that, once the document is parsed and
 *    its first contentful paint is on screen, preload the same modules and run the same module
 *    script.
 *
 * React hydrates nothing different: it matches a `<script>` without `src` by tag alone, and
 * the `<link>` elements it renders are hoistables that it adds to `<head>` itself if missing.
 * The copy of the module script has the same text, so a cached page's hash-based
 * Content-Security-Policy still allows it; scripts it inserts are trusted through
 * 'strict-dynamic'; on uncached pages it carries the request's nonce.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module"([^>]*)>/;
const FIRST_ROUTER_SCRIPT = /(<script[^>]*>window\.__reactRouterContext = [\s\S]*?)(<\/script>)/;
export const DEFERRED_TYPE = "text/x-deferred-module";

/**
 * The loader appended to the router's first inline script; `%PRELOADS%` is a JSON array.
 * Starting a fetch costs the main thread about a millisecond on a slow phone, so the preloads
 * are added four per task rather than all 27 in one long task.
 * It starts when the browser reports the first contentful paint (a frame callback can run
 * before the frame it follows is on screen, and `load` often comes before it too); at `load`
 * where paint timing is missing; three seconds after `load` if no paint is ever reported; and
 * at once in a background tab, which paints nothing.
 */
const LOADER = `;(function(){var d=document,w=window,go=false;function start(){if(go)return;go=true;
var boot=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(!boot)return;
var s=d.createElement("script");s.type="module";s.nonce=boot.nonce;s.textContent=boot.textContent;d.head.appendChild(s);
var hrefs=%PRELOADS%;(function batch(i){hrefs.slice(i,i+4).forEach(function(h){var l=d.createElement("link");
l.rel="modulepreload";l.href=h;l.nonce=boot.nonce;d.head.appendChild(l)});if(i+4<hrefs.length)setTimeout(batch,0,i+4)})(0)}
function soon(){setTimeout(start,0)}
d.addEventListener("DOMContentLoaded",function(){if(d.visibilityState==="hidden")return start();
d.addEventListener("visibilitychange",start);var P=w.PerformanceObserver;
if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return w.addEventListener("load",soon);
w.addEventListener("load",function(){setTimeout(start,3000)});
new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)soon()}).observe({type:"paint",buffered:true})})})();`.replace(
  /\n/g,
  "",
);

/**
 * Works on the document's bytes: only `<head>` and the scripts at the end of `<body>` are
 * decoded and rewritten, so a 150 KB page costs about a tenth of a millisecond, not one.
 */
export function deferHydrationScripts(doc: Buffer): Buffer {
  const headEnd = doc.indexOf("</head>");
  const tailStart = headEnd === -1 ? -1 : routerContextScript(doc, headEnd);
  const moduleType = tailStart === -1 ? -1 : doc.indexOf(' type="module"', tailStart);
  const tailEnd = moduleType === -1 ? -1 : doc.indexOf("</script>", moduleType);
  if (tailEnd === -1) return doc;
  // The router's two scripts; the page data that follows them stays as bytes.
  const tail = doc.subarray(tailStart, tailEnd).toString();
  if (!MODULE_SCRIPT.test(tail) || !FIRST_ROUTER_SCRIPT.test(tail)) return doc;
  const preloads: string[] = [];
  const head = doc
    .subarray(0, headEnd)
    .toString()
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
  const scripts = tail
    .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_TYPE}"$2>`)
    .replace(
      FIRST_ROUTER_SCRIPT,
      (_match, script: string, end: string) =>
        script + LOADER.replace("%PRELOADS%", () => JSON.stringify(preloads)) + end,
    );
  return Buffer.concat([
    Buffer.from(head),
    doc.subarray(headEnd, tailStart),
    Buffer.from(scripts),
    doc.subarray(tailEnd),
  ]);
}

const CONTEXT = "window.__reactRouterContext = ";

/**
 * Where the router's first script starts: the `<script …>` tag whose text begins with
 * `window.__reactRouterContext = `. The same words in an article, or in the page data that
 * carries one, are not right after a script's opening tag, so they are passed over.
 */
function routerContextScript(doc: Buffer, from: number): number {
  for (let at = doc.indexOf(CONTEXT, from); at !== -1; at = doc.indexOf(CONTEXT, at + 1)) {
    const open = doc.lastIndexOf("<script", at);
    if (open > from && doc.indexOf(">", open) === at - 1) return open;
  }
  return -1;
}
