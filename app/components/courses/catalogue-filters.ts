// The catalogue's filters on a page served as islands, without React
// (docs/decisions/0061-catalogue-and-booking-as-islands.md). What the router gave app/routes/marketing/courses.tsx,
// kept: a category, level or audience chosen runs the search at once, replacing the address; the
// Search button adds an entry to the history; the list is redrawn in place, so the control the
// visitor used keeps its focus, and the count says "Searching..." meanwhile. The new list is the
// filtered page's own server HTML (from the page cache, as a link to it would load), of which only
// the count and the list are taken. Whatever goes wrong loads that page instead.
import { fetchParts, swapParts } from "~/islands/redraw";

/** The parts of the page a search redraws, by the attributes the route writes on them. */
const STATUS = "[data-catalogue-status]";
const RESULTS = "[data-catalogue-results]";
const PARTS = [STATUS, RESULTS] as const;
/** The fields of the filter form, as app/lib/schemas/course-filters.ts reads them. */
const FIELDS = ["q", "category", "level", "audience"] as const;

type HistoryEntry = "push" | "replace" | "none";

/** The search the form asks for, with its empty fields left out (a shorter, shareable address). */
export function catalogueAddress(form: HTMLFormElement, pathname: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Whether a select shows another choice than the server rendered (one the visitor made). */
function selectsChanged(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll("select")].some((select) =>
    [...select.options].some((o) => o.selected !== o.defaultSelected),
  );
}

export function startCatalogueFilters(island: HTMLElement): void {
  const form = island.querySelector("form");
  if (!form) return;
  const pathname = window.location.pathname;
  let pending: AbortController | null = null;
  /** The search the list shows: a jump to a #fragment also fires popstate, and changes nothing. */
  let shown = window.location.search;
  const countOf = () => document.querySelector<HTMLElement>(`${STATUS} [data-testid=result-count]`);
  /** The count of the list on screen (not "Searching..."), for a search that could not be made. */
  let shownCount = countOf()?.textContent ?? "";

  function load(url: string, entry: HistoryEntry) {
    if (entry === "replace") window.location.replace(url);
    else window.location.assign(url);
  }

  async function show(url: string, entry: HistoryEntry) {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const count = countOf();
    if (count) count.textContent = "Searching...";
    try {
      const parts = await fetchParts(url, PARTS, controller.signal);
      if (controller.signal.aborted) return;
      if (PARTS.some((part) => !document.querySelector(part)))
        throw new Error("Not the catalogue's page");
      if (entry === "push") {
        // The entry left keeps its scroll, for back to it (see popstate below).
        window.history.replaceState({ scrollY: window.scrollY }, "");
        window.history.pushState(null, "", url);
      } else if (entry === "replace") window.history.replaceState(null, "", url);
      shown = window.location.search;
      shownCount = parts[0]!.querySelector("[data-testid=result-count]")?.textContent ?? "";
      swapParts(PARTS, parts);
    } catch (error) {
      if (controller.signal.aborted) return;
      // No answer at all (offline): the list stays as it was, and the count says so.
      if (error instanceof TypeError && count) {
        count.textContent = `${shownCount} (could not search: check your connection and try again)`;
        return;
      }
      // Rate-limited or a server error: the page itself says what happened.
      if (entry !== "none") load(url, entry);
      else throw error;
    } finally {
      if (pending === controller) pending = null;
    }
  }

  form.addEventListener("change", (event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    void show(catalogueAddress(form, pathname), "replace");
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void show(catalogueAddress(form, pathname), "push");
  });
  // Back or forward to another search of this page: its fields and its list, where it was
  // scrolled to. A jump to a #fragment also fires popstate: nothing to redraw then, unless a
  // search was still on its way (it was for the entry left).
  window.addEventListener("popstate", (event) => {
    if (window.location.pathname !== pathname) return;
    if (window.location.search === shown && !pending) return;
    const params = new URLSearchParams(window.location.search);
    for (const name of FIELDS) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      field.value = params.get(name) ?? "";
      // A value the list does not offer (the server ignores it too): no filter.
      if (field instanceof HTMLSelectElement && field.selectedIndex < 0) field.value = "";
    }
    const scrollY = (event.state as { scrollY?: number } | null)?.scrollY;
    void show(window.location.href, "none").then(
      () => scrollY !== undefined && window.scrollTo(0, scrollY),
      () => window.location.reload(),
    );
  });
  // A choice made before this script arrived (it runs after the first paint) is searched now.
  if (selectsChanged(form)) void show(catalogueAddress(form, pathname), "replace");
}
