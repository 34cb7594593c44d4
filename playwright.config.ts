import { defineConfig, devices } from "@playwright/test";
import { OFFLINE_CHROMIUM_FLAGS } from "./scripts/support/chromium-flags.mjs";
import {
  E2E_BASE_URL,
  E2E_GOOGLE_BASE_URL,
  E2E_GOOGLE_PORT,
  E2E_PORT,
} from "./tests/support/e2e-env";

const use = {
  ...devices["Desktop Chrome"],
  baseURL: E2E_BASE_URL,
  launchOptions: {
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: OFFLINE_CHROMIUM_FLAGS,
  },
  trace: "retain-on-failure" as const,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines have two cores shared by the server, Chromium and the workers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One output folder per server port, so parallel runs on one machine never share artifacts.
  outputDir: `test-results/artifacts-${E2E_PORT}`,
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          E2E_PORT === 3210 ? "test-results/e2e.json" : `test-results/e2e-${E2E_PORT}.json`,
      },
    ],
  ],
  projects: [
    // Runs first, against a database with no admin yet.
    { name: "first-run", testMatch: /setup-flow\.spec\.ts/, use },
    // Then, while the first admin is still the only one, the tests tagged @only-admin (the
    // last-admin refusal): every other test signs in admins of its own.
    {
      name: "only-admin",
      testMatch: /admin-users\.spec\.ts/,
      grep: /@only-admin/,
      dependencies: ["first-run"],
      use,
    },
    {
      name: "chromium",
      testIgnore: [
        /setup-flow\.spec\.ts/,
        /google-sign-in\.spec\.ts/,
        /admin-(content|courses|blog)\.spec\.ts/,
      ],
      grepInvert: /@only-admin|@footprint/,
      dependencies: ["only-admin"],
      use,
    },
    // The content editors after the rest: they add courses, posts, FAQ items and cards to the
    // public pages, whose own specs (catalogue, landing, contact) count the seeded ones.
    {
      name: "content-editors",
      testMatch: /admin-(content|courses|blog)\.spec\.ts/,
      dependencies: ["chromium"],
      use,
    },
    // Last and alone: the forged-post tests compare whole tables before and after, which any
    // other test's writes (a sign-up, a booking cancelled) would upset.
    {
      name: "footprint",
      testMatch: /route-matrix\.spec\.ts/,
      grep: /@footprint/,
      dependencies: ["content-editors"],
      // One after the other: each one's sign-in and booking would change the other's tables.
      fullyParallel: false,
      use,
    },
    // Google sign-in is switched on only on its own server, so no other test sees it.
    {
      name: "google",
      testMatch: /google-sign-in\.spec\.ts/,
      use: { ...use, baseURL: E2E_GOOGLE_BASE_URL },
    },
  ],
  webServer: [
    {
      command: "node tests/support/e2e-server.mjs",
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(E2E_PORT) },
    },
    {
      command: "node tests/support/e2e-server.mjs",
      url: `${E2E_GOOGLE_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(E2E_GOOGLE_PORT), E2E_GOOGLE: "1" },
    },
  ],
});
