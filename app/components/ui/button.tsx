import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-saffron-400 text-brand-950 shadow-sm hover:bg-saffron-300",
  outline: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-900 hover:bg-brand-50",
  light: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

const SIZES = {
  sm: "h-9 px-4 text-sm",
  compact: "h-9 px-3 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "h-10 w-10",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** The button look, for elements that can't use <Button> itself. */
export function buttonVariants({ variant = "primary", size = "md" }: ButtonStyle = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
  );
}

export type ButtonProps = ComponentProps<"button"> & ButtonStyle & { asChild?: boolean };

/**
 * A button, or with asChild its single child (usually a Link) styled as one. A tiny slot of our
 * own: Radix's Slot and cva cost 2 KB on every page for this one job.
 */
export function Button({ className, variant, size, asChild, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      className: cn(classes, child.props.className),
    } as object);
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
