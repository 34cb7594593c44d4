import { redirect } from "react-router";

// A message that survives the redirect after an admin's change ("Reply sent."), shown once by
// the panel's layout: Epic Stack's redirect-with-toast, as a short-lived cookie of our own.

export const TOAST_COOKIE = "learnova_admin_toast";

export interface AdminToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** A redirect that carries a toast to the next page. */
export function redirectWithToast(url: string, toast: AdminToast, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  const value = encodeURIComponent(JSON.stringify(toast)).slice(0, 3000);
  headers.append(
    "set-cookie",
    `${TOAST_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`,
  );
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export function takeToast(request: Request): {
  toast: AdminToast | null;
  clear: HeadersInit | undefined;
} {
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${TOAST_COOKIE}=([^;]*)`).exec(cookie);
  if (!match) return { toast: null, clear: undefined };
  const clear = { "set-cookie": `${TOAST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
  try {
    const parsed = JSON.parse(decodeURIComponent(match[1])) as Partial<AdminToast>;
    if (typeof parsed.title !== "string") return { toast: null, clear };
    return {
      toast: {
        title: parsed.title.slice(0, 200),
        description:
          typeof parsed.description === "string" ? parsed.description.slice(0, 500) : undefined,
        variant: parsed.variant === "destructive" ? "destructive" : "default",
      },
      clear,
    };
  } catch {
    return { toast: null, clear };
  }
}
