import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { harnessPage } from "./kit/build";
import { openKit } from "./kit/open-kit";
import { pickUp } from "./keyboard-drag";

/**
 * The console kit's creative pieces that talk to no interface (sortable list, counted input, preview
 * frame, media picker) in Chromium, on a page built from e2e/ui/kit (no Next build, no server), served
 * at http://kit.test through page.route. The uploader, drop zone and upload list are tested on the
 * media library page against the real upload interface (media-library.spec.ts): nothing here stands
 * in for the platform's HTTP interfaces.
 */
let html = "";
test.beforeAll(async () => {
  html = await harnessPage();
});

const order = (page: Page) => page.getByTestId("order");
/** dnd-kit's live region (one per list) that is speaking about `name`. */
const live = (page: Page, name = "Product video") =>
  page.locator('[id^="DndLiveRegion"]').filter({ hasText: name });

test("sortable list: keyboard drag with announcements, Move buttons, mouse drag", async ({
  page,
}) => {
  await openKit(page, html);
  const handle = page.getByRole("button", { name: "Drag Product video" });
  await expect(handle).toHaveAttribute("aria-roledescription", "sortable");
  await pickUp(page, handle, live(page), "Picked up Product video. It is at position 2 of 4.");
  await page.keyboard.press("ArrowDown");
  await expect(live(page)).toHaveText("Product video is over position 3 of 4.");
  await page.keyboard.press("Space");
  await expect(live(page)).toHaveText("Product video was dropped at position 3 of 4.");
  await expect(order(page)).toHaveText("Order: Hero image, Logo, Product video, Banner");

  // Escape cancels: the order stays.
  await pickUp(
    page,
    page.getByRole("button", { name: "Drag Banner" }),
    live(page, "Banner"),
    /^Picked up Banner/,
  );
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Escape");
  await expect(live(page, "Banner")).toHaveText(
    /Moving was cancelled. Banner went back to position 4 of 4/,
  );
  await expect(order(page)).toHaveText("Order: Hero image, Logo, Product video, Banner");

  // Move buttons: the result is said; at the top, focus goes to the other button.
  const status = page
    .locator("main")
    .getByRole("status")
    .filter({ hasText: /^Moved/ });
  await page.getByRole("button", { name: "Move Logo up" }).click();
  await expect(order(page)).toHaveText("Order: Logo, Hero image, Product video, Banner");
  await expect(status).toHaveText("Moved Logo to position 1 of 4.");
  await expect(page.getByRole("button", { name: "Move Logo up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move Logo down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(order(page)).toHaveText("Order: Hero image, Logo, Product video, Banner");

  // Pointer: drag Hero image by its grip below Product video.
  const grip = await page.getByRole("button", { name: "Drag Hero image" }).boundingBox();
  const target = await page.getByRole("button", { name: "Drag Product video" }).boundingBox();
  if (!grip || !target) throw new Error("sortable items are not laid out");
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 10, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 + 8, {
    steps: 12,
  });
  await page.mouse.up();
  await expect(order(page)).toHaveText("Order: Logo, Product video, Hero image, Banner");

  // The horizontal variant: arrows and buttons read left and right.
  const slide = page.getByRole("button", { name: "Drag Slide one" });
  await pickUp(page, slide, live(page, "Slide one"), /^Picked up Slide one/);
  await page.keyboard.press("ArrowRight");
  await expect(live(page, "Slide one")).toHaveText("Slide one is over position 2 of 3.");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("slides")).toHaveText("Slides: Slide two, Slide one, Slide three");
  await page.getByRole("button", { name: "Move Slide three left" }).click();
  await expect(page.getByTestId("slides")).toHaveText("Slides: Slide two, Slide three, Slide one");
});

test("media picker: a keyboard listbox whose refused items say why", async ({ page }) => {
  await openKit(page, html);
  await page.getByRole("button", { name: "Choose the card’s image" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose the card’s image" });
  const listbox = dialog.getByRole("listbox", { name: "Choose the card’s image" });
  await expect(listbox).toBeFocused();
  const option = (name: string) => listbox.getByRole("option", { name: new RegExp(name) });
  await expect(option("Small banner")).toHaveAttribute("aria-disabled", "true");
  await expect(option("Small banner")).toContainText(
    "needs at least 800 px wide; this one is 600 px",
  );
  await expect(option("Square logo")).toContainText(
    "needs an aspect ratio of 1.91:1; this one is 1:1",
  );
  await expect(option("Launch clip")).toContainText("Video · 1920 × 1080 · 0:15");
  await expect(option("Launch clip")).toContainText("needs an image; this one is a video");
  // Space on a refused item chooses nothing; Down to the 1200 px hero, Enter chooses and closes.
  await page.keyboard.press("Space");
  await expect(option("Small banner")).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("ArrowDown");
  await expect(listbox).toHaveAttribute(
    "aria-activedescendant",
    (await option("Hero 1200").getAttribute("id"))!,
  );
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("chosen")).toHaveText("Chosen: 3_2");

  // Several, at most 2: the third is refused with a note; Escape leaves the choice unchanged.
  await page.getByRole("button", { name: "Choose carousel media" }).click();
  const many = page.getByRole("listbox", { name: "Choose carousel media" });
  await expect(many).toHaveAttribute("aria-multiselectable", "true");
  await expect(many.getByRole("option", { name: /Hero 1200/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("End");
  await page.keyboard.press("Space");
  await page.keyboard.press("Home");
  await page.keyboard.press("Space");
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText(
    "You can choose up to 2; remove one first.",
  );
  await page.getByRole("button", { name: "Use selected media" }).click();
  await expect(page.getByTestId("chosen")).toHaveText("Chosen: 3_2, 3_5");
  await page.getByRole("button", { name: "Choose carousel media" }).click();
  await page.keyboard.press("Space");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("chosen")).toHaveText("Chosen: 3_2, 3_5");
  await expect(page.getByRole("button", { name: "Choose carousel media" })).toBeFocused();
});

test("counted input and preview frame", async ({ page }) => {
  await openKit(page, html);
  const name = page.getByLabel("Card name");
  await expect(page.getByText("18 / 20")).toBeVisible();
  await name.fill("Spring launch card v2");
  await expect(page.getByText("21 / 20")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Card name is 1 character over the limit of 20.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "over the limit" })).toHaveText(
    "1 character over the limit",
  );
  await name.fill("Spring");
  await expect(name).toHaveAttribute("aria-invalid", "false");
  const hashtag = page.getByLabel("Hashtag");
  await hashtag.fill("spring2027");
  await expect(page.getByText("10 / 30")).toBeVisible();

  const frame = page.locator('iframe[title="Preview of the post"]');
  await expect(frame).toHaveAttribute("sandbox", "allow-same-origin");
  await expect(frame.contentFrame().getByText("A post with its card")).toBeVisible();
  expect(await frame.evaluate((f: HTMLIFrameElement) => f.contentDocument?.body.dataset.ran)).toBe(
    undefined,
  );
  await expect(page).toHaveTitle("Console kit");
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(440);
});

test("media picker: a post's media refuses a mix of images and a video when it is made", async ({
  page,
}) => {
  await openKit(page, html);
  await page.getByRole("button", { name: "Choose the post’s media" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose the post’s media" });
  const option = (name: string) => dialog.getByRole("option", { name: new RegExp(name) });
  await option("Hero 1200").click();
  await expect(option("Hero 1200")).toHaveAttribute("aria-selected", "true");
  await option("Launch clip").click();
  await expect(option("Launch clip")).toHaveAttribute("aria-selected", "false");
  await expect(dialog.getByRole("status")).toHaveText(
    "That choice mixes images and a video; a post takes at most 4 images, or 1 GIF, or 1 video (not mixed).",
  );
  await dialog.getByRole("button", { name: "Use selected media" }).click();
  await expect(page.getByTestId("chosen")).toHaveText("Chosen: 3_2");
});

test("at 390 px: nothing wider than the screen, axe clean with the picker open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openKit(page, html);
  await page.getByLabel("Card name").fill("A name that is far too long");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/kit-phone.png", fullPage: true });
  await axeClean(page, "page");
  await page.getByRole("button", { name: "Choose the card’s image" }).click();
  await page.keyboard.press("ArrowDown");
  await page.screenshot({ path: "test-results/kit-picker-phone.png" });
  await axeClean(page, "picker");
});

async function axeClean(page: Page, name: string) {
  // axe cannot run inside a frame that may run no scripts (the preview): it would wait forever there.
  const axe = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa"])
    .exclude("iframe[sandbox]")
    .analyze();
  const found = axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, name).toEqual([]);
}
