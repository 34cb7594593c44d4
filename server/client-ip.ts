/**
 * The client's address from X-Forwarded-For when `hops` proxies of ours stand in front of the
 * server. Each proxy appends the address it received the request from, so only the right-most
 * `hops` entries were written by us; anything left of them is whatever the client sent, and
 * taking it would let a client choose its own address (and so its own rate-limit bucket).
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
