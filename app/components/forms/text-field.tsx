import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** Shown inside the input's right edge (e.g. a show-password button). */
  adornment?: ReactNode;
};

/**
 * A labelled input with its error message wired to aria-describedby. Its rows keep to the top
 * (content-start): beside a taller field in a grid row, the input stays level with its
 * neighbour's instead of drifting down.
 */
export function TextField({
  label,
  name,
  error,
  hint,
  adornment,
  className,
  id,
  ...rest
}: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-brand-950">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            "h-11 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-gray-500",
            error ? "border-red-700" : "border-gray-300 focus:border-brand-600",
            adornment ? "pr-12" : null,
          )}
          {...rest}
        />
        {adornment ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{adornment}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
