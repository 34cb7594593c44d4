import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { userBatch, type UserExportRow } from "~/.server/users/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery } from "~/lib/admin/list-query";
import { userListQuery } from "~/lib/admin/user-list";
import type { Route } from "./+types/export";

// Profile fields only: a password hash, session or reset token is in other tables and never
// read here.
const columns: CsvColumn<UserExportRow>[] = [
  { header: "Joined (UTC)", value: (u) => u.createdAt },
  { header: "Name", value: (u) => u.name },
  { header: "E-mail", value: (u) => u.email },
  { header: "E-mail verified", value: (u) => (u.emailVerified ? "yes" : "no") },
  { header: "Phone", value: (u) => u.phone },
  { header: "Role", value: (u) => u.role },
  { header: "Account type", value: (u) => u.accountType },
  { header: "ID", value: (u) => u.id },
];

/**
 * The users list's current search and filters as CSV (the list's own query string), oldest
 * first, read in batches so any number of users streams with flat memory. Sort and page do
 * not apply: the download is the whole filtered list.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(userListQuery, args.request.url);
  const db = args.context.services.db;
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `users-${day}.csv`,
    columns,
    inBatches((after, limit) => userBatch(db, query, after, limit), batchRows(db)),
  );
}
