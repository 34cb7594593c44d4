import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type TextareaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  name: string;
  error?: string;
};

/** A labelled textarea with its error message wired to aria-describedby. */
export function TextareaField({ label, name, error, className, id, ...rest }: TextareaFieldProps) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-brand-950">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={cn(
          "min-h-28 rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-gray-500",
          error ? "border-red-700" : "border-gray-300 focus:border-brand-600",
        )}
        {...rest}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
