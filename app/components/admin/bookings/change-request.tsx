import { Time } from "~/components/admin/time";
import type { ShownTime } from "~/lib/admin/time";

/**
 * The booker asked for another time through their manage link: shown above everything else
 * until an admin reschedules, confirms or cancels (which clears it).
 */
export function ChangeRequest({ text, at }: { text: string; at: ShownTime | null }) {
  return (
    <section
      aria-labelledby="change-request-heading"
      className="rounded-card border-2 border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="change-request-heading" className="text-xl text-amber-950">
        The booker asked for another time
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Asked <Time value={at} />. Reschedule or confirm the demo to answer it, or cancel it.
      </p>
      <blockquote className="mt-3 border-l-4 border-amber-400 pl-3 wrap-anywhere whitespace-pre-wrap text-ink">
        {text}
      </blockquote>
    </section>
  );
}
