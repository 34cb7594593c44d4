import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
};

/** A labelled native select (native keeps it accessible and usable without JavaScript). */
export function SelectField({
  label,
  name,
  options,
  error,
  className,
  id,
  ...rest
}: SelectFieldProps) {
  const selectId = id ?? `field-${name}`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-brand-950">
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={cn(
          "h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-ink",
          error ? "border-red-700" : "border-gray-300 focus:border-brand-600",
        )}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
