import type { ReactNode } from "react";
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
 */
export function FilterBar({ searchLabel, q, children, keep = {} }: FilterBarProps) {
  const { pathname, search } = useLocation();
  const filtered = new URLSearchParams(search).size > 0;
  return (
    <Form
      method="get"
      role="search"
      aria-label={`Filter: ${searchLabel}`}
      className="flex flex-wrap items-end gap-3 rounded-card bg-white p-4 shadow-card"
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
  );
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
