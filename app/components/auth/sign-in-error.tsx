import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";

// The dialog's code (Radix Dialog and the messages) loads only when a redirect sign-in failed.
const SignInErrorDialog = lazy(() => import("./sign-in-error-dialog"));

/** The layout's check for a failed Google redirect sign-in (docs/product.md §7.7). */
export function SignInError() {
  const [params] = useSearchParams();
  if (params.get("signin") !== "google" || !params.get("error")) return null;
  return (
    <Suspense fallback={null}>
      <SignInErrorDialog />
    </Suspense>
  );
}
