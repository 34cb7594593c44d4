import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { redirectErrorMessage } from "~/lib/sign-in-error";

// The dialog's code (Radix Dialog and the messages) loads only when a redirect sign-in failed.
const SignInErrorDialog = lazy(() => import("./sign-in-error-dialog"));

/** The layout's check for a failed Google redirect sign-in (docs/product.md §7.7). */
export function SignInError() {
  const [params] = useSearchParams();
  // The islands entry asks the same before it loads this (app/islands/entry.client.tsx).
  if (redirectErrorMessage(params) === null) return null;
  return (
    <Suspense fallback={null}>
      <SignInErrorDialog />
    </Suspense>
  );
}
