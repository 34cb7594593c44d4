/** A success line for forms answered without JavaScript (with it, a toast says the same). */
export function FormSuccess({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
    >
      {message}
    </p>
  );
}
