import { Dialog } from "radix-ui";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { FormError } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { cn } from "~/lib/cn";
import { deleteAccountSchema } from "~/lib/schemas/account";

interface DeleteAccountProps {
  email: string;
  pageResult?: FormResult | null;
}

const noop = () => () => {};
/** False in the server HTML and before hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * 'Delete my account' behind a confirmation where the user types DELETE or their e-mail. With
 * JavaScript it is a dialog; without, the same form opens inline under a disclosure.
 */
export function DeleteAccount({ email, pageResult }: DeleteAccountProps) {
  const hydrated = useHydrated();
  const intent = useForm({ schema: deleteAccountSchema(email), intent: "delete", pageResult });
  const [open, setOpen] = useState(pageResult?.intent === "delete");
  const navigate = useNavigate();
  const deleted = intent.fetcher.data?.ok === true;

  // The hook has already toasted the success; the account is gone, so leave for the home page.
  useEffect(() => {
    if (deleted) void navigate("/", { replace: true });
  }, [deleted, navigate]);

  if (!hydrated) {
    const form = <DeleteForm email={email} intent={intent} />;
    return (
      <details open={open || undefined}>
        <summary
          className={cn(buttonVariants({ variant: "destructive" }), "cursor-pointer list-none")}
        >
          Delete my account
        </summary>
        <div className="mt-4 rounded-2xl bg-red-50 p-4">{form}</div>
      </details>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="destructive">Delete my account</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card-hover">
          <Dialog.Title className="text-xl font-bold text-red-800">
            Delete your account?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            This cannot be undone. Your account, sessions and enrollments are deleted, and your demo
            bookings and messages are anonymised.
          </Dialog.Description>
          <div className="mt-4">
            <DeleteForm email={email} intent={intent} onCancel={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface DeleteFormProps {
  email: string;
  intent: ReturnType<typeof useForm>;
  /** Closes the dialog; absent without JavaScript, where nothing could run it. */
  onCancel?: () => void;
}

function DeleteForm({ email, intent, onCancel }: DeleteFormProps) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError } = intent;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label="Delete account"
    >
      <input type="hidden" name="intent" value="delete" />
      {/* Only the dialog (JavaScript) asks for data back instead of a redirect. */}
      {onCancel ? <input type="hidden" name="answer" value="data" /> : null}
      <FormError message={formError} />
      <TextField
        label="Type DELETE or your e-mail address to confirm"
        name="confirmation"
        autoComplete="off"
        hint={`Your e-mail address is ${email}.`}
        defaultValue={sent("confirmation")}
        error={field("confirmation").error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? "Deleting..." : "Delete my account for good"}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Keep my account
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
