import { tmpdir } from "node:os";
import { join } from "node:path";

// One production server per Playwright run, on its own port and a fresh SQLite database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `learnova-e2e-${E2E_PORT}`);
export const E2E_DB_FILE = join(E2E_DATA_DIR, "learnova.db");

// A second server with Google sign-in switched on, for the "google" project only.
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? E2E_PORT + 1);
export const E2E_GOOGLE_BASE_URL = `http://localhost:${E2E_GOOGLE_PORT}`;
export const E2E_GOOGLE_KEY_FILE = join(
  tmpdir(),
  `learnova-e2e-${E2E_GOOGLE_PORT}`,
  "google-test-key.json",
);
