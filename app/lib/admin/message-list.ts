import { MESSAGE_STATUSES } from "~/lib/schemas/admin-messages";
import type { z } from "~/lib/schemas/zod";
import { choice, listQuery } from "./list-query";

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
