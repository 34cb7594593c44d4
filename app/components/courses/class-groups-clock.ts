// The course page's class groups on a page served as islands (a visitor who is not signed in;
// docs/decisions/0061-catalogue-and-booking-as-islands.md), without React. What the router gave
// app/components/courses/open-groups.tsx, kept: with no clock in the address, the browser's own
// is put there (?tz=, replacing the address) and the groups' times are shown on it; the clock
// form's Show adds a history entry. The section is redrawn from that address's server HTML (the
// page cache's copy), so the groups and their seats are the server's, on the chosen clock.
import { fetchParts, swapParts } from "~/islands/redraw";
import { detectedZone } from "~/lib/time-slots";

/** The island around the section: its element stays, its content is redrawn. */
const SECTION = '[data-island="class-groups"]';

type HistoryEntry = "push" | "replace" | "none";

/** The page's address on a clock (none: each group's own), as the router's version wrote it. */
export function clockAddress(pathname: string, zone: string): string {
  return zone ? `${pathname}?tz=${encodeURIComponent(zone)}#class-groups` : pathname;
}

export function startClassGroupsClock(island: HTMLElement): void {
  const pathname = window.location.pathname;
  let pending: AbortController | null = null;
  let shown = window.location.search;

  /** The clock select, whether it still shows the choice the server rendered. */
  const untouched = () => {
    const select = island.querySelector<HTMLSelectElement>("select[name=tz]");
    return !select || [...select.options].every((o) => o.selected === o.defaultSelected);
  };

  /** A line under the clock form saying why the times did not change. */
  function sayNotShown() {
    const form = island.querySelector("form");
    if (!form || form.nextElementSibling?.matches("[data-clock-status]")) return;
    const status = document.createElement("p");
    status.dataset.clockStatus = "";
    status.setAttribute("role", "status");
    status.className = "mt-2 text-sm font-medium text-red-700";
    status.textContent =
      "Could not show the times on that clock: check your connection and try again.";
    form.after(status);
  }

  async function show(url: string, entry: HistoryEntry) {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const parts = await fetchParts(url, [SECTION], controller.signal);
      if (controller.signal.aborted) return;
      // Signed in meanwhile (in another tab): the section is theirs, with its enrolment form,
      // which belongs to the router's page. That page is loaded instead.
      if (parts[0]!.querySelector("form[method=post]")) {
        if (entry === "replace") window.location.replace(url);
        else window.location.assign(url);
        return;
      }
      // The clock guessed at load gives way to the visitor: one already in the section (its
      // select open, or a link focused) or who chose another clock keeps what they have.
      const active = document.activeElement;
      const inSection = active instanceof HTMLElement && island.contains(active);
      if (entry === "replace" && (inSection || !untouched())) return;
      if (entry === "push") window.history.pushState(null, "", url);
      else if (entry === "replace") window.history.replaceState(null, "", url);
      shown = window.location.search;
      // The control in the section that had the focus gets it back in the redrawn section.
      const refocus = !inSection
        ? null
        : active.id
          ? `#${CSS.escape(active.id)}`
          : active.matches("button[type=submit]")
            ? "button[type=submit]"
            : null;
      swapParts([SECTION], parts);
      if (refocus) island.querySelector<HTMLElement>(refocus)?.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      // The visitor asked (Show): offline, the page stays and says so; a refused or failed
      // answer loads the page, which says what went wrong. The clock guessed at load is not
      // worth either: the groups stay on their own clocks.
      if (entry === "push") {
        if (error instanceof TypeError) sayNotShown();
        else window.location.assign(url);
      } else if (entry === "none") throw error;
    } finally {
      if (pending === controller) pending = null;
    }
  }

  island.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get") return;
    event.preventDefault();
    const zone = new FormData(form).get("tz");
    void show(clockAddress(pathname, typeof zone === "string" ? zone : ""), "push");
  });
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== pathname) return;
    if (window.location.search === shown && !pending) return;
    void show(window.location.href, "none").catch(() => window.location.reload());
  });

  // No clock chosen (the server offers "each group's own" then, whatever the address says): the
  // browser's own, if the list offers it.
  const select = island.querySelector<HTMLSelectElement>("select[name=tz]");
  if (!select?.querySelector('option[value=""]')) return;
  const zone = detectedZone([...select.options].map((o) => o.value));
  if (zone) void show(clockAddress(pathname, zone), "replace");
}
