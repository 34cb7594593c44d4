import { defineConfig, devices } from "@playwright/test";
import {
  OFFLINE_CHROMIUM_FLAGS,
  TEST_CHROMIUM_FLAGS,
  testChromiumPath,
} from "./scripts/support/chromium-flags.mjs";
import {
  E2E_BASE_URL,
  E2E_EDITORS_BASE_URL,
  E2E_EDITORS_PORT,
  E2E_GOOGLE_BASE_URL,
  E2E_GOOGLE_PORT,
  E2E_PORT,
  E2E_SETUP_BASE_URL,
  E2E_SETUP_PORT,
} from "./tests/support/e2e-env";

const use = {
  ...devices["Desktop Chrome"],
  baseURL: E2E_BASE_URL,
  launchOptions: {
    executablePath: testChromiumPath(),
    args: [...OFFLINE_CHROMIUM_FLAGS, ...TEST_CHROMIUM_FLAGS],
  },
  // Recorded only when a failed test runs again (CI retries once): recording every test's
  // trace, to keep only the failures', cost each passing test a DOM snapshot per action
  // (docs/decisions/0034-ci-in-twelve-minutes.md). Locally, `--trace on` records them all.
  trace: "on-first-retry" as const,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on CI's two cores: the tests wait on the servers and Chromium in turns, so a third
  // worker fills some of those waits (measured against two and four in
  // docs/decisions/0034-ci-in-twelve-minutes.md). E2E_WORKERS overrides, as does --workers.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 3 : undefined),
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
  // No project waits for another: the tests that need a database in a state the others would
  // change have a server and database of their own, so they run beside the rest
  // (docs/testing.md §2).
  projects: [
    // The setup server's tests, one file in order on one worker (tests/e2e/setup-server.spec.ts
    // says why): listed first so that its worker starts with it and the other projects' tests
    // fill the other workers beside it.
    {
      name: "setup-server",
      testMatch: /setup-server\.spec\.ts/,
      fullyParallel: false,
      workers: 1,
      use: { ...use, baseURL: E2E_SETUP_BASE_URL },
    },
    {
      name: "chromium",
      testIgnore: [
        /setup-server\.spec\.ts/,
        /google-sign-in\.spec\.ts/,
        /admin-(content|courses|blog)\.spec\.ts/,
      ],
      use,
    },
    // The content editors on a server of their own: they add courses, posts, FAQ items and
    // cards to the public pages, whose own specs (catalogue, landing, contact) count the
    // seeded ones.
    {
      name: "content-editors",
      testMatch: /admin-(content|courses|blog)\.spec\.ts/,
      use: { ...use, baseURL: E2E_EDITORS_BASE_URL },
    },
    // Google sign-in is switched on only on its own server, so no other test sees it.
    {
      name: "google",
      testMatch: /google-sign-in\.spec\.ts/,
      use: { ...use, baseURL: E2E_GOOGLE_BASE_URL },
    },
  ],
  // The four servers in one entry, started side by side (tests/support/e2e-servers.mjs):
  // Playwright starts the entries of a list one after the other.
  webServer: {
    command: "node tests/support/e2e-servers.mjs",
    wait: { stdout: /e2e servers ready/ },
    timeout: 90_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      E2E_SERVERS: JSON.stringify([
        { port: E2E_PORT },
        { port: E2E_GOOGLE_PORT, env: { E2E_GOOGLE: "1" } },
        { port: E2E_SETUP_PORT },
        { port: E2E_EDITORS_PORT },
      ]),
    },
  },
});
