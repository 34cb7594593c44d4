import { z } from "./zod";

/** The outbox page's one form: "Send again" for a failed mail (docs/admin.md §10). */
export const resendSchema = z.object({
  intent: z.literal("resend", "This form is out of date. Reload the page and try again."),
});
