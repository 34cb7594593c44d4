import { startStaticImages } from "./static-images";

/**
 * Redrawing part of a page served as islands from another address's server HTML, without React
 * (docs/decisions/0061-catalogue-and-booking-as-islands.md): the page a link to that address
 * would load (from the page cache), of which only the parts named by `selectors` are taken.
 * Used by the catalogue's filters and the course page's clock.
 */

/**
 * The parts of `url`'s page named by `selectors`, in order, ready to be put in this page. Throws
 * a TypeError when there is no answer (offline) and an Error when the answer is not such a page
 * (a refused or failed request): the page itself, loaded, says what happened then.
 */
export async function fetchParts(
  url: string,
  selectors: readonly string[],
  signal: AbortSignal,
): Promise<Element[]> {
  const response = await fetch(url, { signal, headers: { accept: "text/html" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const next = new DOMParser().parseFromString(await response.text(), "text/html");
  const parts = selectors.map((selector) => next.querySelector(selector));
  if (parts.some((part) => part === null)) throw new Error(`${url} is not the page expected`);
  // Parsed without scripting, a <noscript> copy of an image is an image: with scripting, it
  // would load every image at once.
  for (const part of parts) part!.querySelectorAll("noscript").forEach((n) => n.remove());
  return parts as Element[];
}

/**
 * Puts each fetched part's content in place of this page's part of the same selector (the
 * element itself stays: a live region keeps announcing, listeners on it keep listening), and
 * gives the new images their lazy loading and fallback. A part this page lacks is left out.
 */
export function swapParts(selectors: readonly string[], parts: readonly Element[]): void {
  selectors.forEach((selector, i) => {
    const here = document.querySelector(selector);
    if (!here) return;
    here.replaceChildren(...[...parts[i]!.childNodes].map((n) => document.adoptNode(n)));
    startStaticImages(here);
  });
}
