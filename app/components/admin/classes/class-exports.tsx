import { buttonVariants } from "~/components/ui/button";

// The attendance and teacher-hours downloads of /admin/classes (docs/classes.md "Joining and
// attendance"): plain GET forms to the CSV routes, so they work without JavaScript; the
// attendance file keeps the list's current filters and adds a span of class days.

const INPUT =
  "h-10 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-3 text-base focus:border-brand-600";
const LABEL = "text-sm font-semibold text-brand-950";

export function ClassExports({
  filters,
  month,
  zone,
}: {
  /** The list's filters in the URL now (status, course, teacher, q). */
  filters: Record<string, string>;
  /** This month on the admin's clock (yyyy-mm). */
  month: string;
  zone: string;
}) {
  return (
    <section
      aria-labelledby="class-exports"
      className="grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id="class-exports" className="text-lg">
        Attendance and teacher hours
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          method="get"
          action="/admin/classes/attendance.csv"
          className="grid gap-3"
          aria-labelledby="attendance-export"
        >
          <p id="attendance-export" className="text-sm text-muted">
            Attendance of the groups filtered above: every member of each class that has started,
            marked or not. Days on your clock ({zone}); leave them empty for every class.
          </p>
          {Object.entries(filters).map(([k, v]) =>
            v ? <input key={k} type="hidden" name={k} value={v} /> : null,
          )}
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-0 flex-[1_1_9rem] gap-1.5">
              <label htmlFor="attendance-from" className={LABEL}>
                From
              </label>
              <input id="attendance-from" type="date" name="from" className={INPUT} />
            </div>
            <div className="grid min-w-0 flex-[1_1_9rem] gap-1.5">
              <label htmlFor="attendance-to" className={LABEL}>
                To
              </label>
              <input id="attendance-to" type="date" name="to" className={INPUT} />
            </div>
            <button type="submit" className={buttonVariants({ size: "sm", variant: "outline" })}>
              Attendance CSV
            </button>
          </div>
        </form>
        <form
          method="get"
          action="/admin/classes/teacher-hours.csv"
          className="grid gap-3"
          aria-labelledby="hours-export"
        >
          <p id="hours-export" className="text-sm text-muted">
            Per teacher: the classes held in a month (on your clock, {zone}) and their hours.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-0 flex-[1_1_9rem] gap-1.5">
              <label htmlFor="hours-month" className={LABEL}>
                Month (YYYY-MM)
              </label>
              <input
                id="hours-month"
                type="month"
                name="month"
                defaultValue={month}
                pattern="\d{4}-\d{2}"
                className={INPUT}
              />
            </div>
            <button type="submit" className={buttonVariants({ size: "sm", variant: "outline" })}>
              Teacher hours CSV
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
