import { existsSync } from "node:fs";

// Chromium on our machines may reach nothing but localhost: no background traffic, no QUIC,
// and every other host name fails to resolve. Shared by Playwright and `npm run lighthouse`.
export const OFFLINE_CHROMIUM_FLAGS = [
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=NetworkTimeServiceQuerying",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

// The browser tests' Chromium only (not Lighthouse's, which measures a page as a visitor's
// browser loads it): at most one renderer process where Chromium can reuse one. It never reuses
// one across browser contexts, and every test has a context of its own, so tests stay apart.
// The same 109 tests on the two-core machine, runs side by side: 5–15 % less CPU
// (docs/decisions/0054-cheaper-browser-tests.md).
export const TEST_CHROMIUM_FLAGS = ["--renderer-process-limit=1"];

// The browser tests' Chromium. Debian's `chromium-headless-shell` when it is installed: the
// same Blink and V8 as `chromium` (one source package, one version) without the full browser's
// window, profile and UI processes, which Playwright itself uses for headless runs and which
// costs the two-core CI machine markedly less CPU per page (docs/decisions/0034). CHROME_PATH
// still chooses any other executable; `npm run lighthouse` keeps the full browser.
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/** The executable Playwright launches: CHROME_PATH, else the headless shell, else chromium. */
export function testChromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : "/usr/bin/chromium";
}
