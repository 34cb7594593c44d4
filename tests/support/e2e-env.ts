import { test } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The browser tests' servers: each the production build on its own port and a fresh SQLite
// database (tests/support/e2e-server.mjs), so the projects that need a database to themselves
// run beside the others instead of after them (docs/testing.md §2).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

// A second server with Google sign-in switched on, for the "google" project only.
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? E2E_PORT + 1);
export const E2E_GOOGLE_BASE_URL = `http://localhost:${E2E_GOOGLE_PORT}`;
export const E2E_GOOGLE_KEY_FILE = join(
  tmpdir(),
  `learnova-e2e-${E2E_GOOGLE_PORT}`,
  "google-test-key.json",
);

// The first run (no admin yet), the last-admin rule and the whole-table footprints, one after
// the other on a server where nothing else writes.
export const E2E_SETUP_PORT = Number(process.env.E2E_SETUP_PORT ?? E2E_PORT + 2);
export const E2E_SETUP_BASE_URL = `http://localhost:${E2E_SETUP_PORT}`;

// The content editors, which add courses, posts and cards the public specs count.
export const E2E_EDITORS_PORT = Number(process.env.E2E_EDITORS_PORT ?? E2E_PORT + 3);
export const E2E_EDITORS_BASE_URL = `http://localhost:${E2E_EDITORS_PORT}`;

/** The database file of the server on `port` (as tests/support/e2e-server.mjs lays it out). */
export function e2eDbFileFor(port: number): string {
  return join(tmpdir(), `learnova-e2e-${port}`, "learnova.db");
}

/**
 * The database of the server the running test talks to: its project's baseURL. Outside a test
 * (a worker fixture), the main server's.
 */
export function e2eDbFile(): string {
  let baseURL: string | undefined;
  try {
    baseURL = test.info().project.use.baseURL;
  } catch {
    // Not inside a test.
  }
  return e2eDbFileFor(baseURL ? Number(new URL(baseURL).port) : E2E_PORT);
}
