import { expect, test, type Page } from "@playwright/test";
import { libraryMedia } from "../support/media";
import { signIntoConsole } from "./support";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";
import { WAITS } from "./tags";

/**
 * The post composer against the real server: an image uploaded through the upload interface into the
 * demo account's media library (signed as demo), chosen in the composer's picker; a post scheduled
 * for the next minute that the server's scheduler publishes, publish now, and a draft whose preview
 * goes to the bell. Every run names its posts with its own stamp.
 */
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

/** "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone`, at least 30 s ahead, whole minute. */
function nextMinute(timeZone: string): string {
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const p = (t: string) => parts.find((x) => x.type === t)!.value;
  return `${p("year")}-${p("month")}-${p("day")}T${p("hour")}:${p("minute")}`;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
}

test(
  "post composer: schedule for the next minute, publish with an image, draft preview to the bell",
  { tag: WAITS },
  async ({ page }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const { ads, account } = demoAds();
    const image = `Photo ${stamp}`;
    await libraryMedia(ads, account, "photo-400x300.jpg", { name: image });
    const timeZone = (await ads.get(`accounts/${account}`)).body.data.timezone as string;

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIntoConsole(page, "demo");
    await page.goto(`/console/ads/${account}/posts`);
    await expect(page.getByRole("heading", { name: "Compose a post" })).toBeVisible();
    const preview = page.frameLocator('iframe[title="Preview of the post on a timeline"]');

    // Scheduled for the next minute in the account's time zone, first: the server publishes it while
    // the rest of the journey goes on, and the end finds it published (scheduled last, the journey
    // waited 30 to 90 s for the minute).
    const later = `Scheduled ${stamp}`;
    await page.getByLabel("Post text").fill(later);
    await expect(page.getByText(`${timeZone} time`)).toBeVisible();
    await page.getByLabel("Publish at").fill(nextMinute(timeZone));
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Post scheduled.")).toBeVisible();
    await openTab(page, "Scheduled");
    const item = page
      .getByRole("list", { name: "Scheduled posts" })
      .getByRole("listitem")
      .filter({ hasText: later });
    await expect(item.locator("[data-status]")).toHaveAttribute("data-status", "SCHEDULED");
    await expect(item).toContainText(`(${timeZone})`);
    await axeAtBothSizes(page, "posts-scheduled");
    await openTab(page, "Drafts");

    // Publish now, with the uploaded image; the live preview follows the text and the media.
    const text = `Hello from the composer ${stamp} #launch`;
    await page.getByLabel("Post text").fill(text);
    await expect(page.getByText(`${Array.from(text).length} / 280`)).toBeVisible();
    await page.getByRole("button", { name: "Add media" }).click();
    const picker = page.getByRole("dialog", { name: "Choose the post's media" });
    await picker.getByRole("option", { name: new RegExp(image) }).click();
    await picker.getByRole("button", { name: "Use selected media" }).click();
    await expect(preview.locator(".text")).toHaveText(text);
    await expect(preview.locator(".post-media img")).toHaveCount(1);
    await axeAtBothSizes(page, "posts-composer");
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Post published.")).toBeVisible();
    await openTab(page, "Published");
    const published = page.getByRole("list", { name: "Published posts" }).getByRole("listitem");
    const mine = published.filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await mine.getByRole("button", { name: /^Show preview/ }).click();
    const shown = page.frameLocator('iframe[title^="Preview of published post"]');
    await expect(shown.getByText(text)).toBeVisible();
    await expect(shown.locator("img.media")).toHaveCount(1);
    // The whole post shows: the frame is as tall as its page (image, card, "Promoted" line), not cut.
    const frameHeight = async () =>
      (await page.locator('iframe[title^="Preview of published post"]').boundingBox())?.height ?? 0;
    const pageHeight = () => shown.locator("html").evaluate((e) => e.scrollHeight);
    await expect
      .poll(async () => (await frameHeight()) - (await pageHeight()))
      .toBeGreaterThanOrEqual(0);

    // A draft, its preview sent to my notifications: the bell says 1 unread and opens it.
    await bell(page).click();
    const readAll = page.getByRole("button", { name: "Mark all read" });
    if (await readAll.isVisible()) await readAll.click();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await page.keyboard.press("Escape");
    const draftText = `Draft ${stamp}`;
    await page.getByLabel("Post text").fill(draftText);
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await openTab(page, "Drafts");
    const draft = page
      .getByRole("list", { name: "Drafts" })
      .getByRole("listitem")
      .filter({ hasText: draftText });
    await draft.getByRole("button", { name: "Send preview to my notifications" }).click();
    await expect(
      page.getByText("See @demo's notifications in the svc app to preview your post."),
    ).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await bell(page).click();
    await page.screenshot({ path: "test-results/posts-bell.png" });
    await page
      .getByRole("region", { name: "Notifications" })
      .getByRole("button", { name: /Unread: Preview your draft post/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Draft post preview" });
    await expect(dialog.frameLocator("iframe").getByText(draftText)).toBeVisible();
    await page.screenshot({ path: "test-results/posts-draft-preview.png" });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: "test-results/posts-draft-preview-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    // The notification's own link: the same preview on a page of its own.
    await bell(page).click();
    await page
      .getByRole("region", { name: "Notifications" })
      .getByRole("button", { name: /Preview your draft post/ })
      .first()
      .click();
    await dialog.getByRole("link", { name: "Open on its own page" }).click();
    await expect(page.getByRole("heading", { name: "Draft post preview" })).toBeVisible();
    await expect(
      page.frameLocator('iframe[title^="Preview of draft post"]').getByText(draftText),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Compose a post" })).toBeVisible();

    // The scheduled post, published by the server meanwhile.
    await openTab(page, "Scheduled");
    await expect(item.locator("[data-status]")).toHaveAttribute("data-status", "SUCCESS", {
      timeout: 150_000,
    });
    await openTab(page, "Published");
    await expect(published.filter({ hasText: later })).toHaveCount(1);
    await page.screenshot({ path: "test-results/posts-published.png", fullPage: true });
  },
);

test("post composer: a server refusal lands on its field; edit and delete a draft; rename a published post", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { ads, account } = demoAds();
  const me = (await ads.get(`accounts/${account}/promotable_users`)).body.data[0].user_id;
  const draft = await ads.post(`accounts/${account}/draft_posts`, {
    as_user_id: me,
    text: `Draft to edit ${stamp}`,
  });
  expect(draft.status).toBe(201);
  const post = await ads.post(`accounts/${account}/post`, {
    as_user_id: me,
    text: `Post to rename ${stamp}`,
  });
  expect(post.status).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/posts`);
  await expect(page.getByRole("heading", { name: "Compose a post" })).toBeVisible();

  // A time in the past passes the form's checks; the interface refuses it on "Publish at".
  await page.getByLabel("Post text").fill(`Too late ${stamp}`);
  await page.getByLabel("Publish at").fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByLabel("Publish at")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/must be in the future/)).toBeVisible();

  // Edit the draft: the composer fills with it; saved, the list shows the new text.
  const drafts = page.getByRole("list", { name: "Drafts" }).getByRole("listitem");
  await drafts
    .filter({ hasText: `Draft to edit ${stamp}` })
    .getByRole("button", { name: /^Edit draft/ })
    .click();
  await expect(page.getByRole("heading", { name: "Edit draft" })).toBeVisible();
  await expect(page.getByLabel("Post text")).toHaveValue(`Draft to edit ${stamp}`);
  await page.getByLabel("Post text").fill(`Draft edited ${stamp}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Compose a post" })).toBeVisible();
  const edited = drafts.filter({ hasText: `Draft edited ${stamp}` });
  await expect(edited).toHaveCount(1);
  await expect(page.getByText(/^0 \/ 280/)).toBeVisible();

  // Delete it after the confirmation.
  await edited.getByRole("button", { name: /^Delete draft/ }).click();
  await page
    .getByRole("dialog", { name: "Delete this draft?" })
    .getByRole("button", { name: "Delete draft" })
    .click();
  await expect(edited).toHaveCount(0);

  // Rename the published post.
  await page.getByRole("button", { name: "Published", exact: true }).click();
  const item = page
    .getByRole("list", { name: "Published posts" })
    .getByRole("listitem")
    .filter({ hasText: `Post to rename ${stamp}` });
  await item.getByRole("button", { name: /^Rename post/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rename the post" });
  await dialog.getByLabel("Name").fill(`Renamed ${stamp}`);
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(`Renamed ${stamp}`.toUpperCase(), { ignoreCase: true });
});
