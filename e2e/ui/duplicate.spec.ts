import { expect, test, type Page } from "@playwright/test";
import {
  campaign,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  type Params,
} from "../support/ads-helpers";
import { personHash } from "../support/audiences";
import { axeAtBothSizes } from "./axe";
import { sandboxClient, signIntoConsole } from "./support";

/**
 * Duplicate in the campaign tree (lib/ads/copy through the console), against the real server: a line
 * item copied into another campaign by keyboard (paused, toast), a campaign copied with its line items,
 * then, once the owner of a shared audience revokes it, the line item that targets it refused in the
 * dialog in plain words. Accounts of its own per run (sandbox). Axe at 1280 and 390 px with the dialog
 * open; screenshots test-results/duplicate-*.png.
 */
const stamp = Date.now();

async function ok(p: Promise<{ status: number; body: { data: { id: string } } }>) {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body.data;
}

/** An owner's processed audience shared with a partner; the partner's two campaigns and line items. */
async function setUp() {
  const sb = sandboxClient();
  const owner = await sandboxAccount(sb, `Owner ${stamp}`);
  await ok(
    sb.post(`accounts/${owner}/features`, { feature_keys: "SHARE_AUDIENCE_OUTSIDE_BUSINESS" }),
  );
  const audience = (
    await ok(sb.post(`accounts/${owner}/custom_audiences`, { name: `Loyal buyers ${stamp}` }))
  ).id;
  const users = Array.from({ length: 150 }, (_, i) => ({
    email: [personHash("email", 70_000 + i)],
  }));
  await ok(
    sb.post(`accounts/${owner}/custom_audiences/${audience}/users`, {}, [
      { operation_type: "Update", params: { users } },
    ]),
  );
  await expect
    .poll(
      async () =>
        (await sb.get(`accounts/${owner}/custom_audiences/${audience}`)).body.data.targetable,
      { timeout: 60_000 },
    )
    .toBe(true);
  const partner = await sandboxAccount(sb, `Partner ${stamp}`);
  const grant = await ok(
    sb.post(`accounts/${owner}/custom_audiences/${audience}/permissions`, {
      granted_account_id: partner,
      permission_level: "READ_ONLY",
    }),
  );
  const fi = await fundingInstrument(sb, partner);
  const summer = await campaign(sb, partner, fi, { name: `Summer ${stamp}` });
  await campaign(sb, partner, fi, { name: `Autumn ${stamp}` });
  const line = async (name: string, type: string, value: string) => {
    const li = await ok(
      sb.post(`accounts/${partner}/line_items`, lineItemParams(summer.id, { name }) as Params),
    );
    await ok(
      sb.post(`accounts/${partner}/targeting_criteria`, {
        line_item_id: li.id,
        targeting_type: type,
        targeting_value: value,
      }),
    );
  };
  await line("Prospecting", "LOCATION", "US");
  await line("Loyal", "CUSTOM_AUDIENCE", audience);
  const revoke = () =>
    ok(sb.delete(`accounts/${owner}/custom_audiences/${audience}/permissions/${grant.id}`));
  return { partner, audience, revoke };
}

const tree = (page: Page) => page.getByRole("treegrid", { name: "Campaigns", exact: true });
const rowOf = (page: Page, text: string | RegExp, level = 1) =>
  tree(page).locator(`tr[aria-level="${level}"]`).filter({ hasText: text });

test("Duplicate a line item and a campaign; refused in plain words after a revoke", async ({
  page,
}) => {
  const { partner, audience, revoke } = await setUp();
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${partner}/campaigns`);
  const summer = rowOf(page, `Summer ${stamp}`);
  await expect(summer).toBeVisible();

  // Keyboard: the row, Right to expand, then the row's Duplicate button and the dialog by keys alone.
  await summer.focus();
  await page.keyboard.press("ArrowRight");
  const prospecting = rowOf(page, "Prospecting", 2);
  await expect(prospecting).toBeVisible();
  await prospecting.getByRole("button", { name: "Duplicate Prospecting" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Duplicate this line item?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("paused");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const target = dialog.getByLabel("Copy into campaign");
  await expect(target).toHaveValue(/\d+/);
  await axeAtBothSizes(page, "line-item-dialog", "duplicate");
  await target.focus();
  await target.selectOption({ label: `Autumn ${stamp}` });
  await dialog.getByRole("button", { name: "Duplicate line item" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Line item duplicated as “Prospecting (copy)” (paused)" }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 targeting criterion" })).toBeVisible();

  const autumn = rowOf(page, `Autumn ${stamp}`);
  await autumn.focus();
  await page.keyboard.press("ArrowRight");
  const copy = rowOf(page, "Prospecting (copy)", 2);
  await expect(copy).toBeVisible();
  await expect(copy).toContainText("Paused");
  await page.screenshot({ path: "test-results/duplicate-line-item-copied.png", fullPage: true });

  // The whole campaign, while the audience is still shared.
  await summer.getByRole("button", { name: `Duplicate Summer ${stamp}` }).click();
  const whole = page.getByRole("dialog", { name: "Duplicate this campaign?" });
  await expect(whole).toContainText("and its line items");
  await whole.getByRole("button", { name: "Duplicate campaign" }).click();
  await expect(whole).toBeHidden();
  await expect(
    page.getByRole("status").filter({
      hasText: `Campaign duplicated as “Summer ${stamp} (copy)” (paused). With it: 2 line items`,
    }),
  ).toBeVisible();
  await expect(rowOf(page, `Summer ${stamp} (copy)`)).toContainText("Paused");

  // The owner revokes: the line item that targets the audience can no longer be copied.
  await revoke();
  await rowOf(page, "Loyal", 2).first().getByRole("button", { name: "Duplicate Loyal" }).click();
  const refused = page.getByRole("dialog", { name: "Duplicate this line item?" });
  await refused.getByRole("button", { name: "Duplicate line item" }).click();
  const alert = refused.getByRole("alert");
  await expect(alert).toContainText("The line item was not copied");
  await expect(alert).toContainText(
    `Custom audience 'Loyal buyers ${stamp}' (${audience}) is no longer shared with this account`,
  );
  await expect(alert).toContainText("cannot be copied");
  await expect(refused).toBeVisible();
  await axeAtBothSizes(page, "refused", "duplicate");
  await refused.getByRole("button", { name: "Cancel" }).click();
  await expect(refused).toBeHidden();
  await expect(rowOf(page, "Loyal", 2)).toHaveCount(1); // nothing was added beside it
});
