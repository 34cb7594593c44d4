/** A problem with the whole form, announced to screen readers as soon as it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
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
