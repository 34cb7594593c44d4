import { knownZone } from "~/lib/admin/time";

/** The cookie in which the admin panel keeps the browser's time zone (set by the layout). */
export const ZONE_COOKIE = "learnova_tz";

/** The admin's time zone, from the cookie the panel sets; UTC until it is known. */
export function adminZone(request: Request): string {
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${ZONE_COOKIE}=([^;]*)`).exec(cookie);
  let value: string | undefined;
  try {
    value = match ? decodeURIComponent(match[1]) : undefined;
  } catch {
    value = undefined;
  }
  return knownZone(value);
}
