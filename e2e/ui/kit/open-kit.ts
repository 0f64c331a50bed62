import { expect, type Page } from "@playwright/test";

/**
 * The kit's test page at http://kit.test, answered by page.route with the built harness (no server).
 * The harness talks to none of the platform's interfaces: anything else it asked for would be a
 * mistake, and fails the request. Uploads are tested on the real media library page instead
 * (e2e/ui/media-library.spec.ts), against the real upload interface.
 */
const ORIGIN = "http://kit.test";

export async function openKit(page: Page, html: string): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) =>
    new URL(route.request().url()).pathname === "/"
      ? route.fulfill({ contentType: "text/html", body: html })
      : route.abort(),
  );
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Console kit" })).toBeVisible();
}
