import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isOneTapPath,
  oneTapErrorMessage,
  waitForGoogleIdentity,
  type GoogleIdentityApi,
} from "./google-one-tap";
import { redirectErrorMessage, REDIRECT_ERROR_FALLBACK } from "./sign-in-error";

const fakeApi: GoogleIdentityApi = { initialize() {}, prompt() {}, cancel() {} };

describe("One Tap pages", () => {
  it("allows exactly the seed's six pages", () => {
    for (const path of ["/", "/about", "/courses", "/blogs", "/contact", "/help", "/about/"]) {
      expect(isOneTapPath(path), path).toBe(true);
    }
    for (const path of [
      "/login",
      "/signup",
      "/forgot-password",
      "/get-started",
      "/account-settings",
      "/admin",
      "/subscribed-courses",
      "/courses/primary-computing",
      "/blog/2",
      "/home",
    ]) {
      expect(isOneTapPath(path), path).toBe(false);
    }
  });
});

describe("waiting for the provider script", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks every 100 ms and reports the provider once it appears", () => {
    const script: { api?: GoogleIdentityApi } = {};
    const find = vi.fn(() => script.api);
    const onReady = vi.fn();
    const onGiveUp = vi.fn();
    waitForGoogleIdentity(find, { onReady, onGiveUp });
    expect(find).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(find).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(find).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(400);
    expect(find).toHaveBeenCalledTimes(6);
    script.api = fakeApi;
    vi.advanceTimersByTime(100);
    expect(onReady).toHaveBeenCalledWith(fakeApi);
    vi.advanceTimersByTime(20_000);
    expect(find).toHaveBeenCalledTimes(7);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it("gives up after 10 s, quietly, and stops checking", () => {
    const find = vi.fn(() => undefined);
    const onReady = vi.fn();
    const onGiveUp = vi.fn();
    waitForGoogleIdentity(find, { onReady, onGiveUp });
    vi.advanceTimersByTime(9_900);
    expect(onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    const calls = find.mock.calls.length;
    expect(calls).toBe(101);
    vi.advanceTimersByTime(5_000);
    expect(find.mock.calls.length).toBe(calls);
    expect(onReady).not.toHaveBeenCalled();
  });

  it("is ready at once when the script is already there", () => {
    const onReady = vi.fn();
    waitForGoogleIdentity(() => fakeApi, { onReady, onGiveUp: vi.fn() });
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe("sign-in error messages", () => {
  it("One Tap: the server's message, else 'Failed to sign in with Google'", async () => {
    const withMessage = new Response(JSON.stringify({ message: "Invalid token" }), { status: 401 });
    expect(await oneTapErrorMessage(withMessage)).toBe("Invalid token");
    expect(await oneTapErrorMessage(new Response("oops", { status: 500 }))).toBe(
      "Failed to sign in with Google",
    );
    expect(await oneTapErrorMessage(null)).toBe("Failed to sign in with Google");
  });

  it("redirect: the description, a known code's message, else the seed's fallback", () => {
    const p = (q: string) => redirectErrorMessage(new URLSearchParams(q));
    expect(p("signin=google&error=x&error_description=Token%20expired")).toBe("Token expired");
    expect(p("signin=google&error=access_denied")).toBe("Google sign-in was cancelled.");
    expect(p("signin=google&error=internal_server_error")).toBe(REDIRECT_ERROR_FALLBACK);
    expect(REDIRECT_ERROR_FALLBACK).toBe("An error occurred during sign-in after redirect.");
    expect(p("error=access_denied")).toBeNull();
    expect(p("signin=google")).toBeNull();
  });
});
