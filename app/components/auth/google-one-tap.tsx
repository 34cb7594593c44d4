import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { GoogleClientConfig } from "~/hooks/use-google-config";
import { toast } from "~/hooks/use-toast";
import {
  AUTO_PROMPT_DELAY_MS,
  findGoogleIdentity,
  isOneTapPath,
  oneTapErrorMessage,
  PAGE_PROMPT_DELAY_MS,
  waitForGoogleIdentity,
  type GoogleIdentityApi,
} from "~/lib/google-one-tap";

/** Exchanges Google's credential for our session cookie (Better Auth verifies the token). */
async function signInWithCredential(credential: string): Promise<Response | null> {
  try {
    return await fetch("/api/auth/sign-in/social", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ provider: "google", idToken: { token: credential } }),
    });
  } catch {
    return null;
  }
}

/**
 * Marks the provider's state on <html> (for diagnostics and the browser tests). "idle": mounted
 * on a page where One Tap does not start (signed in, or not an allowed page), so nothing loads.
 */
function markState(state: "idle" | "loading" | "ready" | "unavailable") {
  document.documentElement.dataset.googleOneTap = state;
}

/**
 * Google One Tap (the original specification, docs/product.md §7.7): the provider script loads the
 * first time a signed-out visitor is on an allowed page; it is checked every 100 ms and given up
 * after 10 s. Once ready, the prompt shows 1.5 s later on allowed pages (1 s after initialisation
 * when `autoPrompt` is on) and is withdrawn on other pages. The layout loads this module only when
 * Google sign-in is configured.
 */
export default function GoogleOneTap({
  config,
  signedIn,
  autoPrompt = false,
}: {
  config: GoogleClientConfig;
  signedIn: boolean;
  autoPrompt?: boolean;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [api, setApi] = useState<GoogleIdentityApi | null>(null);
  const started = useRef(false);
  const allowed = isOneTapPath(pathname);

  // Google keeps the first callback it is given, so it calls through a ref that always holds
  // the handler of the latest render.
  const onCredential = useRef<(credential: string | undefined) => Promise<void>>(async () => {});
  useEffect(() => {
    onCredential.current = async (credential) => {
      const response = credential ? await signInWithCredential(credential) : null;
      if (response?.ok) {
        toast({ title: "Welcome!", description: "Successfully signed in with Google" });
        await navigate("/");
        await revalidator.revalidate();
        return;
      }
      toast({
        title: "Sign-in Error",
        description: await oneTapErrorMessage(response),
        variant: "destructive",
      });
    };
  });

  useEffect(() => {
    if (started.current) return;
    if (signedIn || !allowed) {
      markState("idle");
      return;
    }
    started.current = true;
    markState("loading");
    if (!document.querySelector(`script[src="${config.scriptUrl}"]`)) {
      const script = document.createElement("script");
      script.src = config.scriptUrl;
      script.async = true;
      document.head.appendChild(script);
    }
    // Deliberately not stopped on unmount: the wait runs once per page load (docs/product.md §7.7).
    waitForGoogleIdentity(findGoogleIdentity, {
      onReady: (found) => {
        found.initialize({
          client_id: config.clientId,
          callback: (response) => void onCredential.current(response.credential),
          auto_select: false,
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        markState("ready");
        setApi(found);
        if (autoPrompt) setTimeout(() => found.prompt(), AUTO_PROMPT_DELAY_MS);
      },
      onGiveUp: () => markState("unavailable"),
    });
  }, [allowed, signedIn, config, autoPrompt]);

  useEffect(() => {
    if (!api) return;
    if (signedIn || !allowed) {
      api.cancel();
      return;
    }
    const timer = setTimeout(() => api.prompt(), PAGE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, allowed, signedIn, pathname]);

  return null;
}
