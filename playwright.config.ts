import { defineConfig } from "@playwright/test";

/** Journeys in Debian's Chromium against the server scripts/test.ts started (SVC_TEST_BASE_URL). */
export default defineConfig({
  testDir: "e2e/ui",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.SVC_TEST_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
