import type { Page } from "@playwright/test";
import type { JWK } from "jose";
import { readFileSync } from "node:fs";
import { E2E_GOOGLE_KEY_FILE } from "./e2e-env";
import { signGoogleIdToken, type GoogleTokenOptions } from "./google-tokens";

/** The script address the google server is configured with (the default: Google's own). */
export const IDENTITY_SCRIPT_URL = "https://accounts.google.com/gsi/client";

/**
 * A stand-in for Google Identity Services with the surface our client uses
 * (`google.accounts.id.initialize/prompt/cancel`). It records what it is asked to do in
 * `window.__fakeGoogle`, and keeps the callback so a test can play the part of the visitor
 * choosing an account.
 */
const FAKE_IDENTITY_SCRIPT = `
(() => {
  const state = { clientId: null, initializedAt: null, prompts: [], cancels: 0, callback: null };
  window.__fakeGoogle = state;
  window.google = { accounts: { id: {
    initialize(config) {
      state.clientId = config.client_id;
      state.callback = config.callback;
      state.initializedAt = performance.now();
    },
    prompt() { state.prompts.push({ at: performance.now(), path: location.pathname }); },
    cancel() { state.cancels += 1; },
  } } };
})();
`;

export interface FakeGoogleState {
  clientId: string | null;
  initializedAt: number | null;
  prompts: { at: number; path: string }[];
  cancels: number;
}

/** Serves the fake script at Google's address; returns how many times it was requested. */
export async function serveFakeGoogleIdentity(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route(IDENTITY_SCRIPT_URL, (route) => {
    requests += 1;
    return route.fulfill({ contentType: "text/javascript", body: FAKE_IDENTITY_SCRIPT });
  });
  return () => requests;
}

/** The script never arrives (network failure). */
export async function blockGoogleIdentity(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route(IDENTITY_SCRIPT_URL, (route) => {
    requests += 1;
    return route.abort("failed");
  });
  return () => requests;
}

export function fakeGoogleState(page: Page): Promise<FakeGoogleState | null> {
  return page.evaluate(() => {
    const s = (window as unknown as { __fakeGoogle?: FakeGoogleState }).__fakeGoogle;
    return s
      ? {
          clientId: s.clientId,
          initializedAt: s.initializedAt,
          prompts: s.prompts,
          cancels: s.cancels,
        }
      : null;
  });
}

/** Plays Google handing the page a credential, as One Tap does when an account is chosen. */
export async function chooseGoogleAccount(page: Page, credential: string | undefined) {
  await page.evaluate((c) => {
    const s = (window as unknown as { __fakeGoogle: { callback: (r: object) => void } })
      .__fakeGoogle;
    s.callback(c === undefined ? {} : { credential: c });
  }, credential);
}

/** A Google-shaped ID token signed with the key the google test server trusts. */
export function googleIdToken(options: GoogleTokenOptions): Promise<string> {
  const key = JSON.parse(readFileSync(E2E_GOOGLE_KEY_FILE, "utf8")) as JWK;
  return signGoogleIdToken(key, options);
}
