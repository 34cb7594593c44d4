// Signed-in visitors of public pages get the page cache's copy for their role, with their own
// name filled in by the server (server/page-cache.ts, docs/decisions/0045-signed-in-pages-from-the-cache.md).
// This module is shared by the server, which renders a role's copy with these stand-ins, and the
// browser, which reads the visitor's own menu data from the page instead of the stand-ins.
import type { MenuUser } from "./shell";

/**
 * The stand-in name a role's shared copy is rendered with: private-use characters no real name
 * or page text carries. Its first character is also the stand-in avatar letter.
 */
export const SHELL_NAME = "\uE000N\uE001";
export const SHELL_INITIAL = "\uE000";
export const SHELL_EMAIL = "\uE000@\uE001";

/** The id of the JSON data block (never executed) carrying the visitor's own menu data. */
export const PERSONAL_DATA_ID = "lv-user";

/**
 * The visitor's own menu data, from the JSON block the server put into this page, with `role`
 * (the copy's). Null on the server, or when the page has no such block.
 */
export function personalMenuUser(role: MenuUser["role"]): MenuUser | null {
  if (typeof document === "undefined") return null;
  const block = document.getElementById(PERSONAL_DATA_ID);
  try {
    const own = JSON.parse(block?.textContent ?? "null") as Partial<MenuUser> | null;
    if (own && typeof own.email === "string")
      return { name: own.name ?? null, email: own.email, role };
  } catch {
    // Fall through: a page without the block is never served to a signed-in visitor.
  }
  return null;
}

/**
 * The user the header shows: the root loader's, unless it is a role copy's stand-in, in which
 * case the visitor's own from the data block the server put into this page. On the server the
 * stand-in stays: the page cache replaces it in the HTML.
 */
export function menuUserOf(user: MenuUser | null): MenuUser | null {
  if (!user || user.name !== SHELL_NAME) return user;
  return personalMenuUser(user.role) ?? user;
}

/**
 * The header's island props (app/islands/island.tsx) for a role copy carry no stand-in: the page
 * cache fills the stand-ins wherever they stand in the HTML, attribute values included, and a
 * name with a quote filled into JSON would break it. `personal` tells the islands entry to take
 * the visitor's own data from the page, as menuUserOf does.
 */
export function headerIslandUser(user: MenuUser | null): {
  user: MenuUser | null;
  personal: boolean;
} {
  if (!user || user.name !== SHELL_NAME) return { user, personal: false };
  return { user: { name: null, email: "", role: user.role }, personal: true };
}
