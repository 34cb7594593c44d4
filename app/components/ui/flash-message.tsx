import { useEffect, useState } from "react";
import { toast } from "~/hooks/use-toast";

export interface FlashToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/**
 * The message a change left for the page it redirected to (the admin panel, the teacher area).
 * Rendered in the page (so it shows without JavaScript, as a status line); once hydrated it
 * moves into the site's toaster.
 */
export function FlashMessage({ flash }: { flash: FlashToast | null }) {
  const [shown, setShown] = useState(flash);
  useEffect(() => {
    setShown(flash);
    if (!flash) return;
    toast({ title: flash.title, description: flash.description, variant: flash.variant });
    setShown(null);
  }, [flash]);
  if (!shown) return null;
  return (
    <p
      role="status"
      className={
        shown.variant === "destructive"
          ? "mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
          : "mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900"
      }
    >
      {shown.title}
      {shown.description ? <span className="font-normal"> {shown.description}</span> : null}
    </p>
  );
}
