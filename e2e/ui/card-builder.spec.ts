import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { libraryMedia } from "../support/media";
import { signIntoConsole } from "./support";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";
import { pickUp } from "./keyboard-drag";

/**
 * The card builder against the real server: media are uploaded through the upload interface and
 * added to the demo account's media library (signed as demo, e2e/support/media.ts), then chosen in
 * the console's picker. Every run names its media and cards with its own stamp.
 */
/** The src of each image in the preview's carousel strip, in order. */
const stripOrder = (preview: FrameLocator) =>
  preview.locator(".strip-item img").evaluateAll((els) => els.map((e) => e.getAttribute("src")));

async function pick(page: Page, opener: string, names: RegExp[], confirm: string) {
  await page.getByRole("button", { name: opener }).click();
  const dialog = page.getByRole("dialog", { name: opener });
  for (const n of names) await dialog.getByRole("option", { name: n }).click();
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test("card builder: a carousel of 3 images, reordered by keyboard and by drag, type live, saved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { ads, account } = demoAds();
  const files = ["image-800x419.png", "square-600.png", "photo-400x300.jpg"];
  const names = ["Alpha", "Bravo", "Charlie"].map((n) => `${n} ${stamp}`);
  const urls: string[] = [];
  const keys: string[] = [];
  for (const [i, file] of files.entries()) {
    const rec = await libraryMedia(ads, account, file, { name: names[i] });
    urls.push(rec.media_url);
    keys.push(rec.media_key);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/cards`);
  await page.getByRole("link", { name: "New card" }).click();
  await expect(page.getByRole("heading", { name: "New card" })).toBeVisible();
  const type = page.getByTestId("card-type");
  const preview = page.frameLocator('iframe[title="Preview of the card"]');

  await page.getByLabel("Name", { exact: true }).fill(`Carousel ${stamp}`);
  await page.getByRole("button", { name: "Make it a carousel" }).click();
  await pick(
    page,
    "Choose carousel media",
    names.map((n) => new RegExp(n)),
    "Use selected media",
  );
  await expect(type).toHaveAttribute("data-type", "IMAGE_CAROUSEL_WEBSITE");
  await expect(type).toHaveText("Image carousel website");
  await expect.poll(() => stripOrder(preview)).toEqual(urls);

  // The order rule: the details moved above the media stay after them, and the builder says so.
  await expect(page.getByText(/carousel always comes first; the website details/)).toBeVisible();
  await page.getByRole("button", { name: "Move Website details up" }).click();
  await expect(page.getByRole("region", { name: /^Component 1: / })).toHaveAccessibleName(
    "Component 1: Carousel media",
  );

  // Keyboard: pick Alpha up by its grip, move it right, drop it; the preview follows. Each key
  // waits for the announcement of the one before, as a screen reader user would, and the first for
  // the sensor to listen (e2e/ui/keyboard-drag.ts).
  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: names[0] });
  await pickUp(page, page.getByRole("button", { name: `Drag ${names[0]}` }), live, /^Picked up /);
  await page.keyboard.press("ArrowRight");
  await expect(live).toHaveText(/is over position 2 of 3\.$/);
  await page.keyboard.press("Space");
  await expect.poll(() => stripOrder(preview)).toEqual([urls[1], urls[0], urls[2]]);

  // Pointer: drag Charlie by its grip onto the first place.
  const grip = await page.getByRole("button", { name: `Drag ${names[2]}` }).boundingBox();
  const target = await page.getByRole("button", { name: `Drag ${names[1]}` }).boundingBox();
  if (!grip || !target) throw new Error("carousel media are not laid out");
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2 - 10, grip.y + grip.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2 - 8, target.y + target.height / 2, {
    steps: 15,
  });
  await page.mouse.up();
  await expect.poll(() => stripOrder(preview)).toEqual([urls[2], urls[1], urls[0]]);

  // The type follows the components: an app button instead of the website details.
  await page.getByRole("button", { name: "App button", exact: true }).click();
  await expect(type).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Card type: none yet" })).toBeVisible();
  await page.getByRole("button", { name: "Remove component 2, Website details" }).click();
  await expect(type).toHaveAttribute("data-type", "IMAGE_CAROUSEL_APP");
  await page.getByRole("button", { name: "Remove component 2, App button" }).click();
  await page.getByRole("button", { name: "Website details", exact: true }).click();
  await expect(type).toHaveAttribute("data-type", "IMAGE_CAROUSEL_WEBSITE");

  // A multi-destination carousel: each slide a whole card; the components wait meanwhile.
  await page.getByRole("radio", { name: /Multi-destination carousel/ }).check();
  await expect(
    page.getByRole("status").filter({ hasText: "Choose the media to see the card type." }),
  ).toBeVisible();
  await pick(page, "Choose slide 1 media", [new RegExp(names[0])], "Use this media");
  await pick(page, "Choose slide 2 media", [new RegExp(names[1])], "Use this media");
  await expect(type).toHaveAttribute("data-type", "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE");
  await page.getByRole("radio", { name: /One destination/ }).check();
  await expect(type).toHaveAttribute("data-type", "IMAGE_CAROUSEL_WEBSITE");

  // The interface's own checks, on the fields, before anything is sent.
  await page.getByRole("button", { name: "Create card" }).click();
  const title = page.getByLabel("Title", { exact: true });
  const url = page.getByLabel("Website URL");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await expect(page.getByText("Title is required.")).toBeVisible();
  await expect(page.getByText("Website URL is required.")).toBeVisible();
  await title.fill("Spring collection");
  await url.fill("example.com");
  await expect(
    page.getByText("Expected an http(s) URL such as https://example.com/page"),
  ).toBeVisible();
  await url.fill("https://example.com/spring");
  await expect(url).toHaveAttribute("aria-invalid", "false");
  await expect(preview.locator(".card-title")).toHaveText("Spring collection");
  await axeAtBothSizes(page, "builder");

  const created = page.waitForResponse(
    (r) => /\/accounts\/[^/]+\/cards$/.test(r.url()) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create card" }).click();
  const saved = await (await created).json();
  expect(saved.data.card_type).toBe("IMAGE_CAROUSEL_WEBSITE");
  expect(saved.data.components[0].media_keys.length).toBe(3);
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/cards$/);
  const row = page.getByRole("row").filter({ hasText: `Carousel ${stamp}` });
  await expect(row).toContainText("Image carousel website");
  await axeAtBothSizes(page, "list");

  // Edit: the card comes back as saved. Media deleted from the library meanwhile (by someone else)
  // is refused by the server, and its answer lands on the carousel's field.
  await page.getByRole("link", { name: `Edit Carousel ${stamp}` }).click();
  await expect(page.getByRole("heading", { name: "Edit card" })).toBeVisible();
  await expect(type).toHaveAttribute("data-type", "IMAGE_CAROUSEL_WEBSITE");
  await expect.poll(() => stripOrder(preview)).toEqual([urls[2], urls[1], urls[0]]);
  expect((await ads.delete(`accounts/${account}/media_library/${keys[2]}`)).status).toBe(200);
  await page.getByLabel("Name", { exact: true }).fill(`Renamed ${stamp}`);
  await page.getByRole("button", { name: "Save card" }).click();
  const carousel = page.getByRole("group", { name: "Carousel media" });
  await expect(carousel.getByText(/is not in this account's media library/)).toBeVisible();
  await carousel
    .getByRole("button", { name: new RegExp(`^Remove (${names[2]}|${keys[2]})$`) })
    .click();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/cards$/);

  // Delete, after a confirmation.
  await page.getByRole("button", { name: `Delete Renamed ${stamp}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete card?" });
  await confirm.getByRole("button", { name: "Delete card" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Renamed ${stamp}` })).toHaveCount(0);
});
