import { defineConfig } from "@playwright/test";

/**
 * Journeys in Debian's Chromium against the server scripts/test.ts started (SVC_TEST_BASE_URL).
 * Two projects that `npm test` runs at once, each in one worker (its files one after the other): the
 * journeys share the seeded users and accounts, so a journey runs beside only those that cannot see
 * what it does. "ads" holds the advertiser journeys on the demo accounts (campaign-tree reads the
 * production tree while line-item-targeting adds line items to it: one worker); "platform" holds the
 * developer journeys (apps, webhooks, deliveries: each counts what its own app receives, and
 * webhook-journey only posts that say "journey", so line-item-targeting's post is not among them)
 * and every journey that uses "outsider" (profile renames it for a moment, ads-users and
 * media-library grant and revoke it), none of which adds to the demo accounts' trees. Two more even
 * the wall times: the console kit (its own page, no server) and the axe sweep of the pages whose
 * journeys are here or that only read (console-a11y-platform: no campaign tree; console-a11y sweeps
 * the tree, cards and audiences beside their journeys).
 */
const platform = [
  "console-a11y-platform",
  "console-kit",
  "deliveries",
  "docs",
  "media-library",
  "oauth1-flow",
  "post-composer",
  "profile",
  "ads-users",
  "subscriptions",
  "webhook-journey",
  "webhooks-dashboard",
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e/ui",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json"]],
  projects: [
    { name: "ads", testIgnore: platform },
    { name: "platform", testMatch: platform },
  ],
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
