import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Modal } from "~/components/ui/modal";
import { REDIRECT_ERROR_FALLBACK, redirectErrorMessage } from "~/lib/sign-in-error";

/**
 * After Google's redirect, a failed sign-in comes back as `?signin=google&error=…`; the
 * layout shows the original specification's 'Sign-in Error' dialog (docs/product.md §7.7) and
 * closing it tidies the address. Loaded by the layout only when that happens (./sign-in-error.tsx).
 */
export default function SignInErrorDialog() {
  const [params] = useSearchParams();
  const message = redirectErrorMessage(params) ?? REDIRECT_ERROR_FALLBACK;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const close = () => {
    const rest = new URLSearchParams(params);
    for (const key of ["signin", "error", "error_description"]) rest.delete(key);
    const query = rest.toString();
    void navigate(`${pathname}${query ? `?${query}` : ""}`, {
      replace: true,
      preventScrollReset: true,
    });
  };
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : close())} title="Sign-in Error">
      <p>{message}</p>
    </Modal>
  );
}
