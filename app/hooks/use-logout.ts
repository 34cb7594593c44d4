import { useNavigate } from "react-router";

async function signOut(): Promise<void> {
  const response = await fetch("/api/auth/sign-out", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
    credentials: "same-origin",
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || `Sign-out failed (${response.status})`);
  }
}

/** Signs out and goes home; on failure the alert 'Error: ' + message (docs/product.md §7.3). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      await navigate("/", { replace: true });
    } catch (error) {
      window.alert("Error: " + (error instanceof Error ? error.message : String(error)));
    }
  };
}
