import { expect } from "@playwright/test";
import { user } from "./support";
import {
  approveInBrowser,
  authorizeUrl,
  callbackParams,
  clickThroughApp,
  exchangeToken,
  newRequestToken,
  signInOnApprovalPage,
  test,
  verifyAs,
  type ThirdParty,
} from "./third-party";

/**
 * The OAuth 1.0a three-legged flow as a user sees it: a third-party app (its server on another
 * origin, a loopback receiver: e2e/ui/third-party.ts) asks for a request token, sends the user to the
 * approval page, and exchanges what comes back. "outsider" is the user: no other journey revokes its
 * grant.
 */
const heading = (app: ThirdParty) => `Authorize ${app.name} to use your account?`;

test("allow: sign in on the approval page, authorize, and the app acts as the user", async ({
  page,
  thirdParty: app,
}) => {
  const rt = await newRequestToken(app);
  await page.goto(authorizeUrl(rt));

  await expect(page.getByRole("heading", { level: 1, name: heading(app) })).toBeVisible();
  await expect(page.getByTestId("access-level")).toHaveText("Read and write");
  await expect(
    page.getByRole("list", { name: "Requested access" }).getByRole("listitem"),
  ).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Username" })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();

  await signInOnApprovalPage(page, "outsider");
  await page.getByRole("button", { name: "Authorize app" }).click();

  const params = await callbackParams(page, app);
  expect(params.get("oauth_token")).toBe(rt.key);
  const verifier = params.get("oauth_verifier");
  expect(verifier).toBeTruthy();

  const at = await exchangeToken(app, rt, verifier!);
  expect(at.status, at.text).toBe(200);
  expect(at.form).toMatchObject({ screen_name: "outsider", user_id: user("outsider").user_id });
  expect(at.form.oauth_token_secret).toBeTruthy();

  const me = await verifyAs(app, { key: at.form.oauth_token, secret: at.form.oauth_token_secret });
  expect(me.status).toBe(200);
  expect(me.body.screen_name).toBe("outsider");

  // The request token was single use: the same verifier cannot be exchanged again.
  expect((await exchangeToken(app, rt, verifier!)).status).toBe(401);
});

test("a wrong password keeps the user on the page with an error and the name filled in", async ({
  page,
  thirdParty: app,
}) => {
  const rt = await newRequestToken(app);
  await page.goto(authorizeUrl(rt));
  await page.getByLabel("Username").fill("outsider");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Authorize app" }).click();
  await expect(page.getByRole("alert")).toContainText("did not match");
  await expect(page.getByRole("heading", { level: 1, name: heading(app) })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("outsider");
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("deny: Cancel returns denied=<request token> and the token cannot be exchanged", async ({
  page,
  thirdParty: app,
}) => {
  const rt = await newRequestToken(app);
  await page.goto(authorizeUrl(rt));
  await page.getByRole("button", { name: "Cancel" }).click();

  const params = await callbackParams(page, app);
  expect(params.get("denied")).toBe(rt.key);
  expect(params.get("oauth_verifier")).toBeNull();

  const at = await exchangeToken(app, rt, "anything");
  expect(at.status).toBe(401);

  // The page for a decided token is gone too.
  const again = await page.goto(authorizeUrl(rt));
  expect(again?.status()).toBe(400);
  await expect(page.getByRole("button", { name: "Authorize app" })).toHaveCount(0);
});

test("PIN (oob): Enter in the Password field approves, and the 7-digit PIN exchanges", async ({
  page,
  thirdParty: app,
}) => {
  const rt = await newRequestToken(app, "oob");
  await page.goto(authorizeUrl(rt));
  await signInOnApprovalPage(page, "outsider");
  // Implicit submission uses the form's default button, "Authorize app" (not Cancel).
  await page.getByLabel("Password").press("Enter");

  const pin = page.getByLabel("PIN");
  await expect(pin).toHaveText(/^\s*\d{7}\s*$/);
  await expect(page.getByTestId("pin")).toHaveText(await pin.innerText());
  const code = (await pin.innerText()).trim();

  const at = await exchangeToken(app, rt, code);
  expect(at.status, at.text).toBe(200);
  expect(at.form.screen_name).toBe("outsider");
  const me = await verifyAs(app, { key: at.form.oauth_token, secret: at.form.oauth_token_secret });
  expect(me.body.screen_name).toBe("outsider");
});

test("authenticate: after a grant, the app's next sign-in goes straight back to it", async ({
  page,
  thirdParty: app,
}) => {
  // A full approval first (authorize always asks), which also signs the browser in.
  await approveInBrowser(page, app, "outsider");

  // The app's "Sign in with SVC" link: the platform answers with a redirect, no page to click through.
  const second = await newRequestToken(app);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/oauth/authenticate");
  await clickThroughApp(page, app, authorizeUrl(second, "authenticate"));
  expect((await answered).status()).toBe(302);

  const params = await callbackParams(page, app);
  expect(params.get("oauth_token")).toBe(second.key);
  const at = await exchangeToken(app, second, params.get("oauth_verifier") ?? undefined);
  expect(at.status, at.text).toBe(200);
  expect(at.form.screen_name).toBe("outsider");

  // force_login=true asks for credentials again, with screen_name filled in when given.
  const third = await newRequestToken(app);
  await page.goto(authorizeUrl(third, "authenticate", "&force_login=true&screen_name=outsider"));
  await expect(page.getByRole("heading", { level: 1, name: heading(app) })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("outsider");
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByText("Signed in as")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Authorize app" })).toBeVisible();
});

test("authorize always asks, even for a signed-in user who granted access", async ({
  page,
  thirdParty: app,
}) => {
  await approveInBrowser(page, app, "outsider");
  const rt = await newRequestToken(app);
  await page.goto(authorizeUrl(rt));
  await expect(page.getByText("Signed in as @outsider")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByRole("button", { name: "Authorize app" }).click();
  const params = await callbackParams(page, app);
  expect(params.get("oauth_token")).toBe(rt.key);
});

test("svc_auth_access_type=read: the page asks for read-only access", async ({
  page,
  thirdParty: app,
}) => {
  const rt = await newRequestToken(app, undefined, { svc_auth_access_type: "read" });
  await page.goto(authorizeUrl(rt));
  await expect(page.getByTestId("access-level")).toHaveText("Read only");
  await expect(
    page.getByRole("list", { name: "Requested access" }).getByRole("listitem"),
  ).toHaveCount(1);
  await page.getByRole("button", { name: "Cancel" }).click();
  expect((await callbackParams(page, app)).get("denied")).toBe(rt.key);
});
