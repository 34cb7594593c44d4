// The demo-class form's clock (app/components/booking/booking-form.tsx): the visitor's own zone,
// detected by the browser, and the dates it allows on that clock. Shared by the form and by the
// plain script that sets them before the form's island wakes (app/islands/entry.client.tsx,
// `prepare`), so a visitor sees their own zone as soon as the page's code has run, without
// waiting for the form's.
import { detectedZone, SLOT_MAX_DAYS } from "~/lib/time-slots";

/** "2026-12-01": the calendar date of an instant in a zone. */
export function todayIn(timeZone: string, instant = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The first and last dates a demo may be booked on, on the zone's calendar. */
export function bookableDates(timeZone: string, now = Date.now()) {
  return {
    min: todayIn(timeZone, new Date(now)),
    max: todayIn(timeZone, new Date(now + SLOT_MAX_DAYS * 86_400_000)),
  };
}

/** The mark the load script leaves on the zone select: from then on, what it shows is meant. */
export const ZONE_SHOWN = "zoneShown";

/** The zone whose dates the date field allows, from the browser's clock (a cached page's are old). */
export function setBookableDates(island: ParentNode, timeZone: string): void {
  const date = island.querySelector<HTMLInputElement>("input[name=date]");
  if (date) Object.assign(date, bookableDates(timeZone));
}

/**
 * Before the form is hydrated (it wakes when used): its zone select shows the browser's zone,
 * unless the visitor already picked one or a refused post sent one back, and the date field
 * allows that zone's dates. The select is marked, so the form keeps what it then shows.
 */
export function showDetectedZone(island: HTMLElement): void {
  const select = island.querySelector<HTMLSelectElement>("select[name=timeZone]");
  if (!select) return;
  const serverChoice = [...select.options].find((o) => o.defaultSelected)?.value;
  const refused = island.querySelector("[aria-invalid=true], [role=alert]") !== null;
  if (select.value === serverChoice && !refused) {
    const zone = detectedZone([...select.options].map((o) => o.value));
    if (zone) select.value = zone;
  }
  select.dataset[ZONE_SHOWN] = "true";
  setBookableDates(island, select.value);
}
