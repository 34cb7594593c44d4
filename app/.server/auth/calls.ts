import { redirect } from "react-router";
import { CLIENT_IP_HEADER } from "./better-auth";
import type { AppServices } from "../platform/types";

const FORWARDED = ["cookie", "origin", "user-agent", "accept-language", CLIENT_IP_HEADER];

/**
 * Calls a Better Auth endpoint through its full request pipeline (origin check, rate limits,
 * hooks) on behalf of a page's form post, carrying over the browser's cookie and origin.
 */
export async function callAuth(
  services: AppServices,
  request: Request,
  path: string,
  body: unknown,
): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("origin")) headers.set("origin", services.config.siteUrl);
  const url = new URL(`/api/auth${path}`, services.config.siteUrl);
  return services.auth.handler(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

/** A redirect that carries the cookies an auth response set (sign-in, sign-up). */
export function redirectWithCookies(to: string, from: Response): Response {
  const headers = new Headers();
  for (const cookie of from.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(to, { headers });
}
