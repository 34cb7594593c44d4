import { FormError, FormSuccess } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";

interface ClassRemindersProps {
  on: boolean;
  pageResult?: FormResult | null;
}

/**
 * The class-reminder switch: a checkbox and Save, a plain POST without JavaScript. An unticked
 * box sends nothing, so the server reads "absent" as off (app/.server/account/actions.ts).
 */
export function ClassReminders({ on, pageResult }: ClassRemindersProps) {
  const { fetcher, busy, formError, success } = useForm({ intent: "classReminders", pageResult });
  return (
    <fetcher.Form method="post" className="grid gap-3" aria-label="Class reminders">
      <input type="hidden" name="intent" value="classReminders" />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="classReminders"
          value="on"
          defaultChecked={on}
          key={String(on)}
          className="size-5"
        />
        E-mail me 24 hours and 1 hour before each class
      </label>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save reminder setting"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
