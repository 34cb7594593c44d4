import { choice, listQuery } from "~/lib/admin/list-query";
import { z } from "./zod";

// The contact inbox's list address and its forms (ADMIN.md §3), shared by the pages and the
// server.

export const MESSAGE_STATUSES = ["new", "read", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The list's URL. `status` "" is the inbox: everything but archived, so handled messages leave
 * the admin's view once archived; "all" includes the archive too.
 */
export const messageListQuery = listQuery({
  sorts: ["received", "name"],
  sort: "received",
  dir: "desc",
  filters: { status: choice([...MESSAGE_STATUSES, "all"]) },
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** The filter's choices, as the select names them ("" is the select's default option). */
export const MESSAGE_STATUS_FILTERS = [
  { value: "new", label: "New" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
  { value: "archived", label: "Archived" },
  { value: "all", label: "Everything" },
] as const;

/** The bulk buttons under the list: one intent each. */
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

/** The detail page's status buttons. */
export const STATUS_INTENTS = ["archive", "inbox"] as const;
