import { knownZone, ZONE_COOKIE } from "~/lib/admin/time";
import { canonicalTimeZone, isValidTimeZone } from "~/lib/time-slots";

/** The zone the browser told us (the cookie app/hooks/use-zone-cookie.ts sets), if any. */
export function cookieZone(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${ZONE_COOKIE}=([^;]*)`).exec(cookie);
  let value: string | undefined;
  try {
    value = match ? decodeURIComponent(match[1]) : undefined;
  } catch {
    value = undefined;
  }
  return value && isValidTimeZone(value) ? canonicalTimeZone(value) : null;
}

/** The admin's time zone, from the cookie the panel sets; UTC until it is known. */
export function adminZone(request: Request): string {
  return knownZone(cookieZone(request));
}

/** A zone chosen in a page's address (?tz=…), by its one name, or null when none or unknown. */
export function queryZone(request: Request): string | null {
  const value = new URL(request.url).searchParams.get("tz");
  return value && value.length <= 64 && isValidTimeZone(value) ? canonicalTimeZone(value) : null;
}
