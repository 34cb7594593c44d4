import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { ZONE_COOKIE } from "~/lib/zoned-time";
import { browserTimeZone } from "~/lib/time-slots";

/**
 * Tells the server the browser's zone once, so times are worded in it from then on (the admin
 * panel and the learner's class pages read the cookie: app/.server/kit/zone.ts).
 */
export function useZoneCookie(current: string) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // The server keeps the zone's one name (knownZone); compared raw, Chromium's
    // "Asia/Calcutta" would never equal it and the page would reload for ever.
    const zone = browserTimeZone();
    if (!zone || zone === current) return;
    document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    void revalidate();
  }, [current, revalidate]);
}
