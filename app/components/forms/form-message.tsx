import { useEffect, useRef } from "react";

/**
 * A problem with the whole form, announced to screen readers as soon as it appears, and brought
 * into view with the focus on it: a refusal such as "changed by someone else" often appears
 * above the fold while the page stays at the Save button (issue 23, item 16). A refused field
 * in the same form takes the focus instead (useForm moves it there).
 */
export function FormError({ message }: { message?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (!message || !alert) return;
    if (alert.closest("form")?.querySelector("[aria-invalid=true]")) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: "center" });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}

/**
 * A confirmation shown in the page: after a form answered without JavaScript (with it, a toast
 * says the same), or a notice such as "your password has been changed".
 */
export function FormSuccess({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
    >
      {message}
    </p>
  );
}
