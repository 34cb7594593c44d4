import { z } from "./zod";

// The booker's manage page (/manage-booking/:token): cancelling with an optional reason, and
// asking for another time in their own words. Used by the page and by its action.

export const CANCEL_REASON_MAX = 1000;
export const CHANGE_REQUEST_MAX = 1000;

export const bookerCancelSchema = z.object({
  reason: z
    .string("The reason must be text.")
    .trim()
    .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters.`)
    .optional()
    .default(""),
});

export const bookerChangeSchema = z.object({
  message: z
    .string("Tell us which times suit you.")
    .trim()
    .min(3, "Tell us which times suit you.")
    .max(CHANGE_REQUEST_MAX, `Please keep your message under ${CHANGE_REQUEST_MAX} characters.`),
});
