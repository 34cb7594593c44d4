import { ACCOUNT_TYPE_LABEL, ACCOUNT_TYPES, ROLE_LABEL, ROLES } from "~/lib/schemas/admin-users";
import type { z } from "~/lib/schemas/zod";
import { choice, listQuery } from "./list-query";

/** The users list's URL (docs/admin.md §5): search, role, account type, sort and page. */
export const userListQuery = listQuery({
  sorts: ["joined", "name", "email"],
  sort: "joined",
  dir: "desc",
  filters: { role: choice(ROLES), accountType: choice(ACCOUNT_TYPES) },
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const ROLE_FILTERS = ROLES.map((value) => ({ value, label: ROLE_LABEL[value] }));
export const ACCOUNT_TYPE_FILTERS = ACCOUNT_TYPES.map((value) => ({
  value,
  label: ACCOUNT_TYPE_LABEL[value],
}));
