import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";
import { ownAccount, ownCampaign, ownLineItem } from "./own-data";
import { credentials, signIntoConsole } from "./support";

/**
 * A line item's targeting editor, promoted posts and the keyword insights page, against the real
 * server. Each test makes its own sandbox account, line item and post (through the signed interface),
 * so the seeded tree is never written and reruns on one server start from the same place. Screenshots: test-results/targeting-*.png.
 */
const stamp = Date.now();
let made = 0;

/** A line item in an account of this journey's own, so the seeded production tree stays as seeded. */
async function freshLineItem(objective = "ENGAGEMENTS") {
  const own = await ownAccount(`Targeting ${stamp}-${++made}`);
  const camp = await ownCampaign(own, `Targeting ${stamp}`);
  const lineItem = await ownLineItem(own, camp, { objective, name: `Targeting ${stamp}` });
  return { ads: own.ads, account: own.account, lineItem };
}

/** The estimate's exact range as numbers (the screen reader text "38,200,000 to 42,300,000 people"). */
async function range(
  estimate: Locator,
  previous?: string,
): Promise<{ text: string; min: number; max: number }> {
  const exact = estimate.getByText(/^[\d,]+ to [\d,]+ people$/);
  if (previous) await expect(exact).not.toHaveText(previous);
  const text = (await exact.textContent()) ?? "";
  const [min, max] = text.split(" to ").map((s) => Number(s.replace(/[^\d]/g, "")));
  return { text, min, max };
}

async function search(page: Page, by: string, q: string) {
  const t = page.getByRole("region", { name: "Targeting" });
  await t.getByLabel("Targeting by").selectOption({ label: by });
  await t.getByLabel(`Search ${by.toLowerCase()}`).fill(q);
  return t.getByRole("list", { name: `Matching ${by.toLowerCase()}` });
}

test("targeting: include a country, exclude a region, a language and an age bucket; the estimate narrows; saved in one batch", async ({
  page,
}) => {
  const { account, lineItem } = await freshLineItem();
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/line-items/${lineItem}`);
  const t = page.getByRole("region", { name: "Targeting" });
  const estimate = t.getByRole("region", { name: "Audience estimate" });
  await expect(estimate).toContainText("Add targeting");

  await (
    await search(page, "Locations", "United States")
  )
    .getByRole("button", { name: "Include United States", exact: true })
    .click();
  const r1 = await range(estimate);
  expect(r1.min).toBeGreaterThan(0);

  // Languages are chosen, not excluded (the interface's NE rule): the editor says so and offers no Exclude.
  const languages = await search(page, "Languages", "English");
  await expect(t.getByText("Languages are chosen, not excluded")).toBeVisible();
  await expect(languages.getByRole("button", { name: /^Exclude / })).toHaveCount(0);
  await languages.getByRole("button", { name: "Include English", exact: true }).click();
  const r2 = await range(estimate, r1.text);
  expect(r2.max).toBeLessThan(r1.max);

  await (
    await search(page, "Locations", "California")
  )
    .getByRole("button", { name: /^Exclude California/ })
    .first()
    .click();
  const r3 = await range(estimate, r2.text);
  expect(r3.max).toBeLessThan(r2.max);

  await t.getByRole("combobox", { name: "Age", exact: true }).selectOption({ label: "25 to 34" });
  const r4 = await range(estimate, r3.text);
  expect(r4.max).toBeLessThan(r3.max);

  // A keyword rule on its field before anything is sent; then a phrase keyword.
  await t.getByLabel("Match type").selectOption("UNORDERED_KEYWORD");
  await t.getByLabel("Keyword", { exact: true }).fill("coffee");
  await t.getByRole("button", { name: "Add keyword" }).click();
  await expect(t.getByLabel("Keyword", { exact: true })).toHaveAccessibleDescription(
    /at least two words/,
  );
  await t.getByLabel("Match type").selectOption("PHRASE_KEYWORD");
  await t.getByLabel("Keyword", { exact: true }).fill("Cold Brew");
  await t.getByRole("button", { name: "Add keyword" }).click();
  await expect(t.getByRole("button", { name: "Remove cold brew" })).toBeVisible();
  await range(estimate, r4.text);
  await page.screenshot({ path: "test-results/targeting-editor.png", fullPage: true });

  await t.getByRole("button", { name: "Save targeting" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Targeting saved." })).toBeVisible();
  await page.reload();
  for (const name of ["United States", "English", "cold brew"])
    await expect(t.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
  await expect(t.getByRole("button", { name: /^Remove California/ })).toBeVisible();
  await expect(t.getByRole("combobox", { name: "Age", exact: true })).toHaveValue("AGE_25_TO_34");
  await expect(t.getByRole("button", { name: "Save targeting" })).toBeDisabled();
  await axeAtBothSizes(page, "line-item", "targeting");
});

test("promoted posts: chosen with a preview, promoted, detached after confirming", async ({
  page,
}) => {
  const { ads, account, lineItem } = await freshLineItem();
  const text = `Promote me ${stamp}`;
  const post = await ads.post(`accounts/${account}/post`, {
    text,
    as_user_id: credentials().user_id,
  });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/line-items/${lineItem}`);
  const section = page.getByRole("region", { name: "Promoted posts" });
  await section.getByRole("button", { name: "Promote posts" }).click();
  const dialog = page.getByRole("dialog", { name: "Promote posts" });
  const item = dialog.getByRole("listitem").filter({ hasText: text });
  await item.getByRole("button", { name: /^Show preview/ }).click();
  await expect(item.locator("iframe")).toBeVisible();
  await item.getByRole("checkbox", { name: /^Promote / }).check();
  await page.screenshot({ path: "test-results/targeting-post-chooser.png" });
  await dialog.getByRole("button", { name: "Promote post" }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole("row").filter({ hasText: text });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Detach / }).click();
  const confirm = page.getByRole("dialog", { name: "Detach this promoted post?" });
  await confirm.getByRole("button", { name: "Detach promoted post" }).click();
  await expect(section.getByRole("row").filter({ hasText: text })).toHaveCount(0);
});

test("keyword insights: the volume chart, its text alternative and related keywords", async ({
  page,
}) => {
  const { account } = demoAds();
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/insights`);
  await page.getByLabel("Keywords", { exact: true }).fill("music, concert");
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByRole("button", { name: "Show insights" }).click();
  const results = page.getByRole("region", { name: /^Post volume for/ });
  await expect(results.locator(".recharts-surface")).toBeVisible();
  await expect(results.getByRole("figure")).toContainText(/posts in 7 intervals; the most/);
  await expect(
    results.getByRole("list", { name: "Related keywords" }).getByRole("listitem"),
  ).toHaveCount(30);
  await page
    .getByLabel("Keywords", { exact: true })
    .fill(Array.from({ length: 11 }, (_, i) => `k${i}`).join(","));
  await page.getByRole("button", { name: "Show insights" }).click();
  await expect(page.getByLabel("Keywords", { exact: true })).toHaveAccessibleDescription(/10/);
  await page.getByLabel("Keywords", { exact: true }).fill("music, concert");
  await axeAtBothSizes(page, "insights", "targeting");
});
