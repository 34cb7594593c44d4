import { Button } from "~/components/ui/button";

/** The account forms' main button, with its own "…ing" label while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
