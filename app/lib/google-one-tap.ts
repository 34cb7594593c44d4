// Google One Tap, as the original specification describes it (docs/product.md §7.7, §7.12): which
// pages may show the prompt, and the timing of the script check and of the prompt.

/** The only pages that show the prompt (and only to signed-out visitors). */
export const ONE_TAP_PATHS = ["/", "/about", "/courses", "/blogs", "/contact", "/help"] as const;

export const SCRIPT_POLL_MS = 100;
export const SCRIPT_GIVE_UP_MS = 10_000;
/** With auto prompt on, the prompt follows initialisation after this delay. */
export const AUTO_PROMPT_DELAY_MS = 1_000;
/** On an allowed page, the prompt follows the provider being ready after this delay. */
export const PAGE_PROMPT_DELAY_MS = 1_500;

export function isOneTapPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (ONE_TAP_PATHS as readonly string[]).includes(path);
}

/** The part of Google Identity Services' `google.accounts.id` that we use. */
export interface GoogleIdentityApi {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}

export interface Timers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: never) => void;
}

/**
 * Checks for the provider every 100 ms and gives up after 10 s; calls onReady with the API
 * or onGiveUp. Returns a function that stops waiting.
 */
export function waitForGoogleIdentity(
  findApi: () => GoogleIdentityApi | undefined,
  handlers: { onReady: (api: GoogleIdentityApi) => void; onGiveUp: () => void },
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  const now = findApi();
  if (now) {
    handlers.onReady(now);
    return () => {};
  }
  let waited = 0;
  const id = timers.setInterval(() => {
    waited += SCRIPT_POLL_MS;
    const api = findApi();
    if (api) {
      timers.clearInterval(id as never);
      handlers.onReady(api);
    } else if (waited >= SCRIPT_GIVE_UP_MS) {
      timers.clearInterval(id as never);
      handlers.onGiveUp();
    }
  }, SCRIPT_POLL_MS);
  return () => timers.clearInterval(id as never);
}

/** `window.google.accounts.id`, once the script has defined it. */
export function findGoogleIdentity(): GoogleIdentityApi | undefined {
  const w = window as unknown as { google?: { accounts?: { id?: GoogleIdentityApi } } };
  const api = w.google?.accounts?.id;
  return api && typeof api.initialize === "function" ? api : undefined;
}

/**
 * The Better Auth answer's message, else the original specification's fallback
 * (docs/product.md §7.7).
 */
export async function oneTapErrorMessage(response: Response | null): Promise<string> {
  const body = response
    ? ((await response.json().catch(() => null)) as { message?: unknown } | null)
    : null;
  return typeof body?.message === "string" && body.message
    ? body.message
    : "Failed to sign in with Google";
}
