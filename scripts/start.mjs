// `npm start`: builds when the build is missing or older than the sources, then serves in
// production mode (migrations and seeding run inside the server at start).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".react-router")) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = "build/server.mjs";
const sources = ["app", "server", "content", "db", "public"].filter(existsSync);
const stale =
  !existsSync(built) ||
  sources.some((dir) => newest(dir) > statSync(built).mtimeMs) ||
  ["package-lock.json", "vite.config.ts", "react-router.config.ts"].some(
    (f) => existsSync(f) && statSync(f).mtimeMs > statSync(built).mtimeMs,
  );

if (stale) {
  console.log("Building Learnova…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Same process, so SIGTERM reaches the server's own graceful shutdown. NODE_ENV must be set
// before React loads: its development build is 2.5× slower at SSR.
process.env.NODE_ENV = "production";
await import(new URL("../build/server.mjs", import.meta.url).href);
