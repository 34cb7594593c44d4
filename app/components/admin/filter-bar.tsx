import { Children, isValidElement, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";

interface FilterBarProps {
  /** What the search box searches, e.g. "Name, e-mail or message". */
  searchLabel: string;
  q: string;
  /** The list's own filters: <FilterSelect>s and date inputs. */
  children?: ReactNode;
  /** Kept across a new search (the sort stays as it was). */
  keep?: Record<string, string>;
}

/**
 * A list's filters as a plain GET form: submitting puts them in the URL, which is the list's
 * state. Works without JavaScript; with it, React Router turns the submit into a navigation.
 * A new search starts at page one (the form has no page field).
 *
 * Below Tailwind's `md` (768 px) the form folds away behind one "Filters" control that counts
 * the active filters, so a phone sees the list's first row on its first screen
 * (docs/admin.md "Who and how"). The control is a native <details>, which opens without
 * JavaScript; from `md` up its summary is hidden and its content shown whether open or not,
 * so wider screens keep the form in view. One form either way.
 */
export function FilterBar({ searchLabel, q, children, keep = {} }: FilterBarProps) {
  const { pathname, search } = useLocation();
  const filtered = new URLSearchParams(search).size > 0;
  const active = activeFilters(q, children);
  return (
    <details className="group rounded-card bg-white shadow-card md:details-content:[content-visibility:visible]">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-brand-950 md:hidden [&::-webkit-details-marker]:hidden">
        <span>Filters</span>{" "}
        {active > 0 ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs text-brand-900">
            {active} active
          </span>
        ) : null}
        <span
          aria-hidden="true"
          className="ml-auto text-brand-700 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      <Form
        method="get"
        role="search"
        aria-label={`Filter: ${searchLabel}`}
        className="flex flex-wrap items-end gap-3 p-4 max-md:pt-1"
      >
        {Object.entries(keep).map(([k, v]) =>
          v ? <input key={k} type="hidden" name={k} value={v} /> : null,
        )}
        <div className="grid min-w-0 flex-[1_1_14rem] gap-1.5">
          <label htmlFor="filter-q" className="text-sm font-semibold text-brand-950">
            Search
          </label>
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder={searchLabel}
            className="h-10 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-3 text-base focus:border-brand-600"
          />
        </div>
        {children}
        <div className="flex gap-2">
          <button type="submit" className={buttonVariants({ size: "sm" })}>
            Apply
          </button>
          {filtered ? (
            <Link to={pathname} className={buttonVariants({ size: "sm", variant: "ghost" })}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}

/**
 * How many of the form's filters narrow the list: the search and each choice or date filter
 * with a value. The values are the ones the loader parsed, so a value the URL carries but the
 * list ignored (an unknown status) is not counted.
 */
function activeFilters(q: string, children: ReactNode): number {
  let n = q === "" ? 0 : 1;
  Children.forEach(children, (child) => {
    if (!isValidElement<{ value?: unknown }>(child)) return;
    if (child.type !== FilterSelect && child.type !== FilterDate) return;
    if (typeof child.props.value === "string" && child.props.value !== "") n += 1;
  });
  return n;
}

interface FilterSelectProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The label of "no filter". */
  all?: string;
}

/** One choice filter of a FilterBar. */
export function FilterSelect({ name, label, value, options, all = "All" }: FilterSelectProps) {
  const id = `filter-${name}`;
  return (
    <div className="grid min-w-0 flex-[0_1_11rem] gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-brand-950">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="h-10 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-2 text-base"
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date filter of a FilterBar (yyyy-mm-dd, the admin's own calendar day). */
export function FilterDate({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `filter-${name}`;
  return (
    <div className="grid min-w-0 flex-[0_1_10rem] gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-brand-950">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className="h-10 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-2 text-base"
      />
    </div>
  );
}
