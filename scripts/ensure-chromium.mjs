// Finds Chromium for the browser tests. On Debian/Ubuntu as root, installs Debian's packages
// when they are missing (Playwright never downloads a browser here); elsewhere says what to do.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { HEADLESS_SHELL_PATH, testChromiumPath } from "./support/chromium-flags.mjs";

// Playwright runs CHROME_PATH, else the headless shell, else chromium
// (scripts/support/chromium-flags.mjs). Without CHROME_PATH, a missing shell is installed
// where we can, as it is what CI's times assume; elsewhere chromium does, only slower.
const path = testChromiumPath();
if (path === HEADLESS_SHELL_PATH || (existsSync(path) && !canInstall())) process.exit(0);
if (process.env.CHROME_PATH && existsSync(path)) process.exit(0);

function canInstall() {
  const release = existsSync("/etc/os-release") ? readFileSync("/etc/os-release", "utf8") : "";
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  return root && /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(release);
}

if (canInstall() && !process.env.CHROME_PATH) {
  console.log(
    "Chromium's headless shell not found: installing Debian's chromium and " +
      "chromium-headless-shell packages (about a minute)…",
  );
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium", "chromium-headless-shell"],
  ]) {
    const r = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed.`);
      process.exit(1);
    }
  }
  console.log(execFileSync(testChromiumPath(), ["--version"]).toString().trim());
  process.exit(0);
}

console.error(
  `No Chromium at ${path}. Install Chromium (on Debian/Ubuntu: sudo apt-get install chromium) ` +
    "or set CHROME_PATH to its executable, then run the tests again.",
);
process.exit(1);
