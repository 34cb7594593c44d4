import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { redirectErrorMessage } from "~/lib/sign-in-error";

// The dialog's code (Radix Dialog) loads only when a redirect sign-in has failed.
const SignInErrorDialog = lazy(() => import("./sign-in-error-dialog"));

/** The layout's check for a failed Google redirect sign-in (seed §2 "Sign-in prompts"). */
export function SignInError() {
  const [params] = useSearchParams();
  const message = redirectErrorMessage(params);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <SignInErrorDialog message={message} />
    </Suspense>
  );
}
