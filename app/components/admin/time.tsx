import type { ShownTime } from "~/lib/admin/time";

/** A time as the loader worded it in the admin's zone; machines read `dateTime`. */
export function Time({ value }: { value: ShownTime | null }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <time dateTime={value.iso} className="whitespace-nowrap">
      {value.text}
    </time>
  );
}
