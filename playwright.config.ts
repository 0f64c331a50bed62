import { defineConfig } from "@playwright/test";
import { WAITS } from "./e2e/ui/tags";

const waiting = new RegExp(WAITS);

/**
 * Journeys in Debian's headless Chromium against the server scripts/test.ts started
 * (SVC_TEST_BASE_URL), every journey beside any other: two workers (the machine's two cores), each
 * test of a file apart. A
 * journey that writes makes what it writes to of its own (e2e/ui/own-data.ts: sandbox ad accounts
 * with their campaigns, apps with their receivers, stamped names), so the demo's seeded accounts and
 * users are only read, and no journey sees another's writes. "outsider" is only signed in, never
 * granted to the demo accounts; the profile journey edits "newcomer", which no other journey uses.
 */
export default defineConfig({
  testDir: "e2e/ui",
  // Two journeys, their browsers and the server share two cores (and a busy machine's neighbours):
  // a page load of a second on a quiet machine has taken ten, so waits leave room for that.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json"]],
  // The journeys tagged WAITS (e2e/ui/tags.ts) are queued first.
  projects: [
    { name: "waits", grep: waiting },
    { name: "journeys", grepInvert: waiting },
  ],
  use: {
    baseURL: process.env.SVC_TEST_BASE_URL,
    // A failed journey keeps its trace with the page's DOM at every step, and a screenshot of its
    // end. The trace's screencast (a frame for every paint) is left out: it spent about a third of
    // the browsers' CPU, for every journey that passed too.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's headless-only build (scripts/ensure-chromium.sh): the same engine for a quarter
      // less CPU than /usr/bin/chromium, which CHROMIUM_PATH can name instead.
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
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
