/** Only same-site paths: "/x" yes, "//evil.example", "/\\evil" or "https://…" no. */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return fallback;
  }
  return target;
}
