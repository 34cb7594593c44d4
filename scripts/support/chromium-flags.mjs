import { existsSync } from "node:fs";

// Chromium on our machines may reach nothing but localhost: no background traffic, no QUIC,
// and every other host name fails to resolve. Shared by Playwright and `npm run lighthouse`.
export const OFFLINE_CHROMIUM_FLAGS = [
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

// ... and no query of Google's network time. Playwright already disables it in its own list
// (with PaintHolding and others); Lighthouse's launcher does not.
export const OFFLINE_DISABLED_FEATURES = ["NetworkTimeServiceQuerying"];

/**
 * `flags` with every `--disable-features` switch in it, and `features`, joined into one.
 * Chromium reads a switch given twice as its last value, so a second `--disable-features`
 * after a launcher's own list silently switched that list off: ours did so to Playwright's
 * (PaintHolding, HttpsUpgrades…) and to Lighthouse's launcher's (RenderDocument…) until
 * session 18 (docs/decisions/0055-one-disable-features-switch.md).
 */
export function withDisabledFeatures(flags, features = []) {
  const prefix = "--disable-features=";
  const listed = flags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(","));
  const all = [...new Set([...listed, ...features].filter(Boolean))];
  const rest = flags.filter((flag) => !flag.startsWith(prefix));
  return all.length === 0 ? rest : [...rest, prefix + all.join(",")];
}

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
