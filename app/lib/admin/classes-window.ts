// The classes table of a class group's page (app/routes/admin/classes/detail.tsx, docs/classes.md
// "Admin pages"): which of the group's classes, in time order, one page of it shows.

/**
 * The classes table shows 20 of the group's classes in time order: by default the last
 * `RECENT_SHOWN` that have started and the next ones; `?classes=<n>` (1-based, in time order)
 * pages through the rest without JavaScript, and the sessions CSV has every one.
 */
export const CLASSES_SHOWN = 20;
const RECENT_SHOWN = 5;

/** Where the classes table starts (0-based): `?classes=<n>` when it names one, else near now. */
export function classesWindow(param: string | null, total: number, pastCount: number) {
  const near = Math.max(0, pastCount - RECENT_SHOWN);
  const n = param !== null && /^\d{1,6}$/.test(param) ? Number(param) : 0;
  const start = n >= 1 ? Math.min(n - 1, Math.max(0, total - 1)) : near;
  return {
    start,
    end: Math.min(total, start + CLASSES_SHOWN),
    /** The `?classes=` of the earlier and later pages (null when there are none). */
    earlier: start > 0 ? Math.max(0, start - CLASSES_SHOWN) + 1 : null,
    later: start + CLASSES_SHOWN < total ? start + CLASSES_SHOWN + 1 : null,
    /** Whether this is the default page (the next classes), so "back to them" is not offered. */
    near: start === near,
    /** The parameter to keep in the table's own links, "" for the default page. */
    param: start === near ? "" : String(start + 1),
  };
}
