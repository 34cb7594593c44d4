import { readFileSync } from "node:fs";
import { join } from "node:path";

let entry: string | null | undefined;

/**
 * The islands entry's URL, from build/client/islands.json (scripts/build-islands.mjs), read once.
 * Null outside production (the dev server, even beside an old build): routes that ask for islands then hydrate
 * with the router as every other page does (docs/decisions/0046-landing-islands.md).
 */
export function islandsEntry(): string | null {
  if (entry !== undefined) return entry;
  if (process.env.NODE_ENV !== "production") return (entry = null);
  try {
    const file = join(process.cwd(), "build", "client", "islands.json");
    entry = (JSON.parse(readFileSync(file, "utf8")) as { entry?: string }).entry ?? null;
  } catch {
    entry = null;
  }
  return entry;
}
