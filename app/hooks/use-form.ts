import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { formFailure, type FieldErrors, type FormResult } from "~/lib/form-result";
import { formValues, parseWith } from "~/lib/forms";
import { toast } from "./use-toast";

type Schema = z.ZodType;

export interface UseFormOptions {
  /**
   * The schema the server parses with, checked here first so mistakes show at once. A function
   * loads it on the first submit (keeps zod off pages where that matters); only with `send`.
   */
  schema?: Schema | (() => Promise<Schema>);
  /** The page's actionData: what a browser without JavaScript (or a navigation form) gets back. */
  pageResult?: FormResult | null;
  /**
   * Names one form of a page with several: it posts through its own fetcher, so forms don't
   * reset each other, and only answers for this intent are shown by it. A form whose buttons
   * post different intents (a blog post's save, publish, schedule) names them all.
   */
  intent?: string | readonly string[];
  /** The fetcher's key when one intent appears several times on a page (one per card). */
  fetcherKey?: string;
  /** Turns the fields into the schema's input (the booking form makes one instant of two). */
  toInput?: (values: Record<string, string>) => unknown;
  /** Moves a message to the field that shows it (a slot problem shows under the date). */
  placeErrors?: (errors: FieldErrors) => FieldErrors;
  /**
   * Sends the parsed data itself (the callable functions) instead of posting to the page's
   * action. A success is toasted and the form emptied; a failure is shown like the server's;
   * nothing means it has dealt with the outcome itself (e.g. navigated away).
   */
  send?: (data: unknown) => Promise<FormResult | void>;
}

/**
 * The one client side of every form (docs/decisions/0016). It checks the fields with the
 * server's schema on submit, focuses the first refused field, and shows the server's answer in
 * the same shape, whether it came from a fetcher, the page's action, or a callable.
 */
export function useForm(options: UseFormOptions = {}) {
  const { schema, pageResult, fetcherKey, toInput, placeErrors, send } = options;
  const intents = typeof options.intent === "string" ? [options.intent] : options.intent;
  const intent = intents?.[0];
  const fetcher = useFetcher<FormResult>({ key: fetcherKey ?? intent ?? "form" });
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);
  const [sending, setSending] = useState(false);

  const own = intents
    ? pageResult?.intent !== undefined && intents.includes(pageResult.intent)
      ? pageResult
      : undefined
    : pageResult;
  const serverResult = (intent ? fetcher.data : undefined) ?? own ?? undefined;
  // What this browser decided since the server last answered: its own check, or a callable's
  // answer. A new answer from the server replaces it.
  const [local, setLocal] = useState<{ basis: FormResult | undefined; result: FormResult }>();
  const result = local && local.basis === serverResult ? local.result : serverResult;

  const place = (errors: FieldErrors) => (placeErrors ? placeErrors(errors) : errors);
  const show = (next: FormResult) => {
    flushSync(() => setLocal({ basis: serverResult, result: next }));
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  // A fetcher's answer: toast a success; move focus to the first field it refused.
  const announced = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    if (!intent || !data || announced.current === data) return;
    announced.current = data;
    if (data.ok) toast({ title: data.title, description: data.message });
    else formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fetcher.data, intent]);

  const check = (parser: Schema, form: HTMLFormElement) => {
    const values = formValues(new FormData(form));
    return parseWith(parser, toInput ? toInput(values) : values);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (!send) {
      // The page's action receives the post; only stop it when the fields are refused here.
      if (!schema || typeof schema === "function") return;
      const parsed = check(schema, form);
      if (!parsed.ok) {
        event.preventDefault();
        show(formFailure(place(parsed.errors), undefined, intent));
      } else if (local) setLocal(undefined);
      return;
    }
    event.preventDefault();
    if (busyRef.current) return;
    // Taken before the first await: a second submit while the schema loads is ignored too.
    busyRef.current = true;
    try {
      const parser = typeof schema === "function" ? await schema() : schema;
      let input: unknown = toInput ? toInput(formValues(new FormData(form))) : undefined;
      if (parser) {
        const parsed = check(parser, form);
        if (!parsed.ok) return show(formFailure(place(parsed.errors), undefined, intent));
        input = parsed.data;
      }
      setSending(true);
      const answer = await send(input ?? formValues(new FormData(form)));
      if (!answer) return;
      if (answer.ok) {
        if (local) setLocal(undefined);
        toast({ title: answer.title, description: answer.message });
        form.reset();
      } else show({ ...answer, errors: place(answer.errors) });
    } finally {
      busyRef.current = false;
      setSending(false);
    }
  }

  const errors = result && !result.ok ? result.errors : {};
  const sent = (name: string) => (result && !result.ok ? result.values?.[name] : undefined);
  return {
    formRef,
    fetcher,
    onSubmit,
    busy: sending || (intent ? fetcher.state !== "idle" : false),
    errors,
    formError: result && !result.ok ? result.formError : undefined,
    result,
    /** A success to show in the page: no toast could say it (no JavaScript, or no fetcher). */
    success: result?.ok && result !== fetcher.data ? result.message : undefined,
    /** The props that tie a field to its message: every refusable field gets its error. */
    field: (name: string) => ({ name, error: errors[name] }),
    /** What was sent in a field the server refused (a page answered without JavaScript). */
    sent,
    /**
     * What was sent in a field that offers fixed choices, only when it is one of them: a sent
     * value is untrusted, and code that reads it (a time zone, a date) must never meet a value
     * it cannot handle (issue 23, item 7). The field's own message says why it was refused.
     */
    sentChoice: (name: string, choices: readonly string[], canonical = (v: string) => v) => {
      const value = sent(name);
      if (value === undefined) return undefined;
      const known = canonical(value);
      return choices.includes(known) ? known : undefined;
    },
  };
}
