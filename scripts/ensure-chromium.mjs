// Finds Chromium for the browser tests. On Debian/Ubuntu as root, installs Debian's package
// when it is missing (Playwright never downloads a browser here); elsewhere says what to do.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const path = process.env.CHROME_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const osRelease = existsSync("/etc/os-release") ? readFileSync("/etc/os-release", "utf8") : "";
const debianLike = /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(osRelease);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

if (debianLike && isRoot && !process.env.CHROME_PATH) {
  console.log("Chromium not found: installing Debian's chromium package (about a minute)…");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
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
  console.log(execFileSync(path, ["--version"]).toString().trim());
  process.exit(0);
}

console.error(
  `No Chromium at ${path}. Install Chromium (on Debian/Ubuntu: sudo apt-get install chromium) ` +
    "or set CHROME_PATH to its executable, then run the tests again.",
);
process.exit(1);
