import { expect, test } from "@playwright/test";
import { fixture, libraryMedia } from "../support/media";
import { signIntoConsole } from "./support";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";

/**
 * The image and video conversation card builders against the real server (media uploaded through the
 * upload interface, or from the builder itself); each rule of lib/ads/conversation-cards/rules.ts
 * shown before anything is sent.
 */
test("image conversation card: each rule enforced before submit, picker refusals explained, saved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { ads, account } = demoAds();
  const wide = `Wide ${stamp}`;
  const small = `Small ${stamp}`;
  const wideUrl = (await libraryMedia(ads, account, "image-800x419.png", { name: wide })).media_url;
  await libraryMedia(ads, account, "photo-400x300.jpg", { name: small });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/cards`);
  await page.getByRole("link", { name: "New conversation card" }).click();
  await expect(page.getByRole("heading", { name: "New conversation card" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Image" })).toBeChecked();
  const preview = page.frameLocator('iframe[title="Preview of the conversation card"]');
  const field = (label: string) => page.getByLabel(label, { exact: true });

  // Video: the same builder with the video card's media rules; an image is refused for the video.
  // The kind toggle is a radio group: arrow keys switch it, as a keyboard user would.
  await page.getByRole("radio", { name: "Image" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Video" })).toBeChecked();
  await expect(page.getByTestId("card-type")).toHaveAttribute("data-type", "VIDEO_CONVERSATION");
  await page.getByRole("button", { name: "Choose video" }).click();
  const videoPicker = page.getByRole("dialog", { name: "Choose video" });
  await expect(videoPicker.getByRole("option", { name: new RegExp(wide) })).toContainText(
    "needs a video; this one is an image",
  );
  await videoPicker.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("radio", { name: "Video" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("card-type")).toHaveAttribute("data-type", "IMAGE_CONVERSATION");

  // Nothing filled: every required field says so, and nothing is sent.
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/cards/image_conversation")) posts++;
  });
  await page.getByRole("button", { name: "Create card" }).click();
  await expect(page.getByText("Choose the image.")).toBeVisible();
  await expect(field("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Title is required when second hashtag is not set/)).toBeVisible();
  await expect(field("Name")).toHaveAttribute("aria-invalid", "true");

  // A hashtag over its limit (20, not counting #) is refused on the field.
  await expect(field("Second hashtag (optional)")).toHaveCount(0);
  await field("First hashtag").fill("abcdefghijklmnopqrstu");
  await expect(page.getByText("First hashtag is 1 character over the limit of 20.")).toBeVisible();
  await field("First hashtag").fill("ShareNow");
  await expect(page.getByText("First hashtag is 1 character over")).toHaveCount(0);
  await expect(preview.locator(".cta")).toHaveText(["#ShareNow"]);

  // The second hashtag appears once the first is given; given, its post text is required and the
  // title no longer is.
  await field("Second hashtag (optional)").fill("TellUs");
  await expect(field("Title (optional)")).toBeVisible();
  await expect(field("Second hashtag post text")).toHaveAttribute("aria-required", "true");
  await page.getByRole("button", { name: "Create card" }).click();
  await expect(
    page.getByText(/^Second hashtag post text is required when second hashtag is set/),
  ).toBeVisible();
  await expect(field("Title (optional)")).toHaveAttribute("aria-invalid", "false");

  // The picker takes only what the rules accept, and says why another is refused.
  await page.getByRole("button", { name: "Choose image" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose image" });
  const refused = dialog.getByRole("option", { name: new RegExp(small) });
  await expect(refused).toHaveAttribute("aria-disabled", "true");
  await expect(refused).toContainText("needs at least 800 px wide; this one is 400 px");
  await dialog.getByRole("option", { name: new RegExp(wide) }).click();
  await dialog.getByRole("button", { name: "Use this media" }).click();
  await expect(preview.locator(".card-media img")).toHaveAttribute("src", wideUrl);

  // Media uploaded from the builder goes to the library and into the picker: the unlocked image (5:2).
  await page.getByText("Upload media to the library").click();
  const unlocked = `Unlocked ${stamp}.png`;
  await page.getByTestId("file-input").setInputFiles({
    name: unlocked,
    mimeType: "image/png",
    buffer: fixture("image-800x320.png"),
  });
  await expect(page.getByText(/1 of 1 uploaded/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Choose unlocked image" }).click();
  const unlockedPicker = page.getByRole("dialog", { name: "Choose unlocked image" });
  await unlockedPicker.getByRole("option", { name: new RegExp(unlocked) }).click();
  await unlockedPicker.getByRole("button", { name: "Use this media" }).click();

  await field("Name").fill(`Conversation ${stamp}`);
  await field("First hashtag post text").fill("I #ShareNow");
  await field("Second hashtag post text").fill("Tell us #TellUs");
  await field("Thank-you text").fill("Thanks!");
  await expect(preview.locator(".cta")).toHaveText(["#ShareNow", "#TellUs"]);
  expect(posts).toBe(0);
  await axeAtBothSizes(page, "conversation");

  const created = page.waitForResponse(
    (r) => r.url().includes("/cards/image_conversation") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create card" }).click();
  const saved = await (await created).json();
  expect(saved.data.second_cta).toBe("#TellUs");
  expect(saved.data.unlocked_image_url).toMatch(/^http/);
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/cards$/);
  await expect(page.getByRole("row").filter({ hasText: `Conversation ${stamp}` })).toContainText(
    "Image conversation",
  );
});

test("video conversation card: only 16:9 video accepted for the video, saved, then edited", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const { ads, account } = demoAds();
  const wide = `Wide video ${stamp}`;
  const square = `Square video ${stamp}`;
  await libraryMedia(ads, account, "video-16x9.mp4", { name: wide });
  await libraryMedia(ads, account, "video-1x1.mp4", { name: square });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/cards/conversation/new?kind=video`);
  await expect(page.getByRole("radio", { name: "Video" })).toBeChecked();
  const field = (label: string) => page.getByLabel(label, { exact: true });

  await page.getByRole("button", { name: "Choose video" }).click();
  const picker = page.getByRole("dialog", { name: "Choose video" });
  const refused = picker.getByRole("option", { name: new RegExp(square) });
  await expect(refused).toHaveAttribute("aria-disabled", "true");
  await expect(refused).toContainText("needs an aspect ratio of 16:9; this one is 1:1");
  await picker.getByRole("option", { name: new RegExp(wide) }).click();
  await picker.getByRole("button", { name: "Use this media" }).click();

  await field("Name").fill(`Video talk ${stamp}`);
  await field("Title").fill("Which one?");
  await field("First hashtag").fill("Yes");
  await field("First hashtag post text").fill("Yes! #Yes");
  await field("Thank-you text").fill("Thank you");
  const preview = page.frameLocator('iframe[title="Preview of the conversation card"]');
  await expect(preview.locator("video")).toHaveCount(1);
  const created = page.waitForResponse(
    (r) => r.url().includes("/cards/video_conversation") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create card" }).click();
  expect((await created).status()).toBe(201);

  // Edit: the texts come back (the hashtag without its "#"), the kind is fixed; an emptied optional
  // title is cleared once a second hashtag makes it optional.
  await page.getByRole("link", { name: `Edit Video talk ${stamp}` }).click();
  await expect(page.getByRole("heading", { name: "Edit conversation card" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Image" })).toBeDisabled();
  await expect(field("First hashtag")).toHaveValue("Yes");
  await field("Second hashtag (optional)").fill("No");
  await field("Second hashtag post text").fill("No! #No");
  await field("Title (optional)").fill("");
  const updated = page.waitForResponse(
    (r) => r.url().includes("/cards/video_conversation/") && r.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save card" }).click();
  const answer = await (await updated).json();
  expect(answer.data.title).toBeNull();
  expect(answer.data.second_cta).toBe("#No");
  await expect(page.getByRole("row").filter({ hasText: `Video talk ${stamp}` })).toContainText(
    "Video conversation",
  );
});
