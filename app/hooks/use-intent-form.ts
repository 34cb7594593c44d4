import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { toast } from "./use-toast";

/**
 * One form of a page with several: posts through its own fetcher (so forms don't reset each
 * other), toasts on success, and exposes the errors to show beside the fields. `pageResult` is
 * the page's actionData, which is what a browser without JavaScript gets back.
 */
export function useIntentForm(intent: string, pageResult?: ActionResult | null, key?: string) {
  const fetcher = useFetcher<ActionResult>({ key: key ?? intent });
  const data = fetcher.data;
  const announced = useRef<ActionResult | undefined>(undefined);

  // Toast as soon as the answer arrives (state "loading"), not when idle: a successful cancel
  // removes this form's card from the list during revalidation, so it may never reach idle.
  useEffect(() => {
    if (!data || announced.current === data) return;
    announced.current = data;
    if (data.ok) toast({ title: data.title, description: data.message });
  }, [data]);

  const own = pageResult?.intent === intent ? pageResult : undefined;
  const result = data ?? own;
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    errors: result && !result.ok ? result.errors : {},
    formError: result && !result.ok ? result.formError : undefined,
    /** Only without JavaScript: the success text to show in the page, since no toast can. */
    noScriptSuccess: !data && own?.ok ? own.message : undefined,
  };
}
