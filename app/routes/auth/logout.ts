import { redirect } from "react-router";
import { callAuth } from "~/.server/auth/calls";
import type { Route } from "./+types/logout";

/** Form fallback for signing out without JavaScript; the menus sign out with fetch. */
export async function action({ request, context }: Route.ActionArgs) {
  const response = await callAuth(context.services, request, "/sign-out", {});
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
