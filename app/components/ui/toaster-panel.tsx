import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToasts } from "~/hooks/use-toast";
import { cn } from "~/lib/cn";

/** The toast area: one toast at a time, announced politely, swipe right to dismiss. */
export default function ToasterPanel() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-variant={t.variant ?? "default"}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-card-hover",
            t.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-brand-100 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-bold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm wrap-anywhere">
                {t.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
