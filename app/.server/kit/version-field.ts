import { z } from "zod";
import { formFailure } from "~/lib/form-result";
import { formAnswer } from "./form-action";
import { AdminRefusal } from "./write";

/** The hidden `version` field every admin edit form carries (the row's version when loaded). */
export const versionField = z.coerce
  .number({ message: "This form is out of date. Reload the page and try again." })
  .int()
  .min(1, "This form is out of date. Reload the page and try again.");

/**
 * Runs an admin action's change. A refusal (stale version, illegal transition, a rule such as
 * the last admin) becomes the form's message with its 4xx status; nothing was changed.
 */
export async function answerRefusals<T>(
  run: () => Promise<T>,
  options: { intent?: string; values?: Record<string, string> } = {},
): Promise<T | ReturnType<typeof formAnswer>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AdminRefusal)) throw error;
    return formAnswer(formFailure({}, error.message, options.intent, options.values), error.status);
  }
}
