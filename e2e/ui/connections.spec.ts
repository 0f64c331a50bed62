import { expect, type Page } from "@playwright/test";
import { signIntoConsole } from "./support";
import {
  approveInBrowser,
  authorizeUrl,
  clickThroughApp,
  newRequestToken,
  test,
  verifyAs,
} from "./third-party";

/**
 * Connected apps in the console. "analyst" is the user here: revoking its grant cannot break the seeded
 * demo user's token that other suites use. Its grant to the worker's third-party app
 * (e2e/ui/third-party.ts) is made and revoked by the tests here in turn, so they run in order
 * (playwright.config.ts runs the other files beside them).
 */
test.describe.configure({ mode: "default" });
/**
 * Signs out by the header's button until it takes: the header comes rendered from the server, and a
 * click before the page has hydrated does nothing (seen on a busy machine, right after sign-in).
 */
async function signOut(page: Page) {
  const button = page.getByRole("button", { name: "Sign out" });
  await expect(async () => {
    if (await button.count()) await button.click({ timeout: 2_000 });
    await expect(button).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test("a user revokes a connected app and its token stops working", async ({
  page,
  thirdParty: app,
}) => {
  await signIntoConsole(page, "analyst");
  // Signed into the platform already, so the approval page only asks for the decision.
  const token = await approveInBrowser(page, app, "analyst");
  expect((await verifyAs(app, token)).status).toBe(200);

  await page.goto("/console/connections");
  await expect(page.getByRole("heading", { level: 1, name: "Connected apps" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Connected apps" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: app.name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("read-write");

  await row.getByRole("button", { name: "Revoke" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke access?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(app.name);
  // The safe choice has focus, so Enter would not revoke by accident.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Revoke access" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: app.name, exact: true })).toHaveCount(0);
  // The success message is a polite status that goes away by itself (it used to stay on the page).
  const done = page.getByRole("status").filter({ hasText: "Access revoked" });
  await expect(done).toBeVisible();
  await expect(done).toBeHidden({ timeout: 8_000 });

  // Gone on the server, not only in this page's cache.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Connected apps" })).toBeVisible();
  await expect(page.getByRole("heading", { name: app.name, exact: true })).toHaveCount(0);

  const after = await verifyAs(app, token);
  expect(after.status).toBe(401);
  expect(after.body.errors?.[0]?.code).toBe(89);

  // With the grant gone, "Sign in with SVC" asks again instead of skipping the approval page.
  const rt = await newRequestToken(app);
  await clickThroughApp(page, app, authorizeUrl(rt, "authenticate"));
  await expect(page.getByRole("button", { name: "Authorize app" })).toBeVisible();
  await expect(page.getByText("Signed in as @analyst")).toBeVisible();
});

test("Cancel in the revoke dialog keeps the connection", async ({ page, thirdParty: app }) => {
  await signIntoConsole(page, "analyst");
  await approveInBrowser(page, app, "analyst");
  await page.goto("/console/connections");
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: app.name, exact: true }) });
  await row.getByRole("button", { name: "Revoke" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke access?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("heading", { name: app.name, exact: true })).toHaveCount(1);
});

test("signing out of the console ends the session: /console asks to sign in again", async ({
  page,
}) => {
  await signIntoConsole(page, "demo", { fresh: true });
  await signOut(page);
  await page.waitForURL((url) => url.pathname === "/");

  await page.goto("/console/connections");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);

  // The platform's own session ended too: signing in asks for the password again.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("a console cookie copied before signing out is dead afterwards, for the console's API and the advertising interface", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIntoConsole(page, "demo", { fresh: true });
  const saved = await page.context().cookies();
  const copy = await browser.newContext({ baseURL });
  await copy.addCookies(saved);
  expect((await copy.request.get("/console-api/session")).status()).toBe(200);
  expect((await copy.request.get("/ads/12/accounts")).status()).toBe(200);

  await signOut(page);
  await page.waitForURL((url) => url.pathname === "/");

  // The same cookie, still unexpired, from another browser: refused, because its grant was revoked.
  expect((await copy.request.get("/console-api/session")).status()).toBe(401);
  expect((await copy.request.get("/ads/12/accounts")).status()).toBe(401);
  await copy.close();
});
