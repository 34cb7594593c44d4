// Any origin works as the base: we only ask whether the target stays on it. ".invalid" can
// never be a real host, so no target can name it by accident.
const BASE = "http://redirect-base.invalid";

/** Longer targets are refused: no page of ours needs one, and they would bloat the header. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * A same-site path to send the visitor to after sign-in, or `fallback`.
 *
 * The target is parsed as a URL against the site, the way a browser will read it: browsers drop
 * tabs and newlines and treat "\" as "/", so "/\t/evil.example" and "/\\evil.example" mean
 * "//evil.example". Only a target that stays on the site is accepted, and the answer is the
 * parser's normalised path + query + hash: percent-encoded ASCII, so it is always a valid
 * Location header, and never starts with "//" (which a browser would read as another host).
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || target.length > MAX_REDIRECT_LENGTH || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // "/..//evil" resolves to the path "//evil" on our own origin, which a browser reads as a host.
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
