import { createContext, useContext, type ReactNode } from "react";
import { useMatches } from "react-router";
import { NeverHydrated } from "./never-hydrated";

/**
 * Islands (docs/decisions/0046-landing-islands.md): on a route whose handle has `islands: true`
 * the document carries no router scripts; app/islands/entry.client.tsx wakes each `<Island>` on
 * its own, when its registry entry says (docs/decisions/0059-islands-wake-when-needed.md): as a
 * React root hydrated from the props written on it, or (the hero) by a script without React.
 * Everything else stays server HTML, and links are plain navigations to cached pages.
 */
export interface IslandsSetup {
  /** The islands entry's URL in the build (scripts/build-islands.mjs), or null (dev, tests). */
  entry: string | null;
  nonce?: string;
}

/** Given by app/entry.server.tsx; the browser's router never sees it (no islands there). */
export const IslandsContext = createContext<IslandsSetup>({ entry: null });

export function useIslandsSetup() {
  return useContext(IslandsContext);
}

/**
 * The route handle that asks for islands instead of the router's hydration: always, or for the
 * documents whose loader data says so (the course page, for a visitor who is not signed in).
 */
export interface IslandsHandle {
  islands?: boolean | ((data: unknown) => boolean);
}

function asksForIslands(match: { handle: unknown; data: unknown }): boolean {
  const islands = (match.handle as IslandsHandle | undefined)?.islands;
  return typeof islands === "function" ? islands(match.data) : Boolean(islands);
}

/** True when this document is served as islands: a built entry, and a route that asks for it. */
export function useIslandsMode(): boolean {
  const { entry } = useIslandsSetup();
  const matches = useMatches();
  return Boolean(entry) && matches.some(asksForIslands);
}

/**
 * The islands entry's loader: like the router's (docs/decisions/0009), it starts once the first
 * contentful paint is on screen, so the code never competes with what the first paint needs; at
 * `load` without paint timing, three seconds after `load` at the latest, at once in a background
 * tab. An inline script: cached pages allow it by hash, uncached ones by nonce. It inserts the
 * entry as a script element, which 'strict-dynamic' trusts (an `import()` from a script allowed
 * only by hash is refused), and so the modules the entry imports.
 *
 * Until the entry runs, a click or a button's key (Enter, Space, an arrow) in an island would
 * reach no code at all: the loader holds it in `window.__islandsEarly` and fetches the entry at
 * once, and the entry gives each held event again once its island is hydrated (replayEarlyEvents
 * in app/islands/entry.client.tsx). Links and fields are left to the browser, as the entry does.
 * If the entry cannot be fetched, or fails before it takes them (its load event comes after it
 * ran), the held events go to the browser as without JavaScript (a form's submit button still
 * posts its form). A label of a text field is the browser's too: it focuses its field. Its
 * selectors and keys are the entry's answeredByTheBrowser and CONTROL_KEYS written again (no
 * module runs this early): change both (docs/decisions/0062-early-events-held-by-the-loader.md).
 */
export function IslandsScript() {
  const { entry, nonce } = useIslandsSetup();
  const text =
    `(function(){var d=document,w=window,done=0,q=[];function go(){if(done)return;done=1;var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};s.onload=s.onerror=function(){if(w.__islandsEarly===q)giveBack()};d.head.appendChild(s)}
function giveBack(){var h=q;w.__islandsEarly=null;h.forEach(function(e){var t=e.target;if(e.type==="click")t.dispatchEvent(new MouseEvent("click",e));else if(e.key==="Enter"||e.key===" ")t.click()})}
w.__islandsEarly=q;function hold(e){var t=e.target;if(w.__islandsEarly!==q||!t||!t.closest||!t.closest("[data-island]"))return;
var F="a[href],input:not([type=checkbox],[type=radio]),textarea,select",l=t.closest("label");if(t.closest(F)||l&&l.control&&l.control.matches(F))return;
if(e.type==="keydown"&&(["Enter"," ","ArrowDown","ArrowUp"].indexOf(e.key)<0||!t.closest("button,[role=button]")))return;
e.preventDefault();e.stopImmediatePropagation();q.push(e);go()}d.addEventListener("click",hold,true);d.addEventListener("keydown",hold,true);
if(d.visibilityState==="hidden")return go();d.addEventListener("visibilitychange",go);
w.addEventListener("load",function(){setTimeout(go,3000)});var P=w.PerformanceObserver;
if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return w.addEventListener("load",go);
new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)}).observe({type:"paint",buffered:true})})();`.replace(
      /\n/g,
      "",
    );
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * One island: a `display: contents` box (a sticky header stays sticky) that names the component
 * to hydrate (the registry of app/islands/entry.client.tsx) and its JSON props. Outside islands
 * mode it is a plain box that changes nothing.
 */
export function Island({
  name,
  props,
  className = "contents",
  children,
}: {
  name: string;
  props?: object;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-island={name} data-props={JSON.stringify(props ?? {})}>
      <NeverHydrated value={false}>{children}</NeverHydrated>
    </div>
  );
}
