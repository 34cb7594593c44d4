import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { formValues, parseWith, type FieldErrors } from "~/lib/forms";

/**
 * Checks a form with the same zod schema the server uses before it is sent, so mistakes show
 * at once; without JavaScript the server's answer shows the same messages. Until the visitor
 * submits again, the server's errors stay on screen.
 */
export function useClientValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const result = parseWith(schema, formValues(new FormData(form)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
