import { knownZone, ZONE_COOKIE } from "~/lib/admin/time";

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
