import { z } from "./zod";

// The contact inbox's forms (docs/admin.md §3), shared by the pages and the server. The list's
// address is parsed by app/lib/admin/message-list.ts.

export const MESSAGE_STATUSES = ["new", "read", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The bulk buttons above the list: one intent each. */
export const BULK_INTENTS = ["read", "archive", "inbox"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

/** Most rows one bulk post may name: a page holds 25, a stale or forged post is cut off. */
export const MAX_BULK = 100;

export const bulkSchema = z.object({
  intent: z.enum(BULK_INTENTS, "Choose what to do with the selected messages."),
  ids: z
    .array(z.string().min(1).max(64), "Select at least one message first.")
    .min(1, "Select at least one message first.")
    .max(MAX_BULK, `Select at most ${MAX_BULK} messages at a time.`),
});

/**
 * The reply form's own field. The server adds the hidden `version` (versionField), which the
 * browser has no reason to check.
 */
export const replySchema = z.object({
  body: z
    .string("Reply must be text.")
    .trim()
    .min(1, "Reply must be at least 1 character.")
    .max(5000, "Reply must be at most 5000 characters."),
});
export type ReplyInput = z.infer<typeof replySchema>;
