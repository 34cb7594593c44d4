import { redirect } from "react-router";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { AccountType, Role } from "./db/schema";
import type { AppServices } from "./types";

/** The signed-in user as loaders see it: Better Auth's user with our profile columns. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  accountType: AccountType;
  phone?: string | null;
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    user: SessionUser | null;
    nonce: string;
    requestId: string;
  }
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}

interface GuardArgs {
  request: Request;
  context: { user: SessionUser | null };
}

/** Signed-in users only; anonymous visitors go to /login and come back afterwards. */
export function requireUser({ request, context }: GuardArgs): SessionUser {
  if (!context.user) loginRedirect(request);
  return context.user;
}

/** Admins only; anonymous visitors go to /login, other users to /not-found. */
export function requireAdmin(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (user.role !== "admin") throw redirect("/not-found");
  return user;
}

/**
 * Teachers and admins only (the /teach area, docs/classes.md "Teacher area"); anonymous
 * visitors go to /login, other users to /not-found, as for the admin panel.
 */
export function requireTeacher(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (user.role !== "teacher" && user.role !== "admin") throw redirect("/not-found");
  return user;
}

/** Signed-out visitors only (sign-in and sign-up pages); others go where they were headed. */
export function requireAnonymous({ request, context }: GuardArgs): void {
  if (context.user) {
    const target = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(target));
  }
}
