import { lazy, Suspense } from "react";
import { useToasts } from "~/hooks/use-toast";

// Toasts only follow a visitor's action, so their code (Radix Toast) loads with the first one
// instead of with every page.
const ToasterPanel = lazy(() => import("./toaster-panel"));

export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterPanel />
    </Suspense>
  );
}
