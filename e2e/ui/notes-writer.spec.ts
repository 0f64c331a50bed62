import { expect, test, type Page } from "@playwright/test";
import { send } from "../support/ads";
import { fullFlow } from "../support/flows";
import { signedHeader } from "../support/oauth1";
import { axeAtBothSizes } from "./axe";
import { baseUrl, consumer, DEMO_CALLBACK, signIntoConsole, user } from "./support";

/**
 * The community notes writer (/console/notes): "outsider", no writer yet, is told how to become one,
 * turns the profile's setting on, picks a post of analyst's (made by this journey through the API,
 * with a stamp nothing else reads), drafts a note whose score follows the typing, sees the missing
 * link refused on the field, submits, and finds the note in their list waiting for ratings. Axe clean
 * at 1280 and 390 px; the setting is turned off again at the end.
 */
const stamp = `Notes journey ${Date.now()}`;

/** A post by analyst through the version-2 interface (OAuth 1.0a user context). */
async function analystPost(text: string): Promise<void> {
  const t = await fullFlow(baseUrl(), consumer(), user("analyst"), DEMO_CALLBACK);
  const url = `${baseUrl()}/2/posts`;
  const token = { key: t.oauth_token, secret: t.oauth_token_secret };
  const r = await send(
    new URL(url),
    "POST",
    signedHeader(consumer(), { url, method: "POST" }, token),
    {
      text,
    },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

const setting = (page: Page) =>
  page.getByRole("checkbox", { name: /Write community notes through the API/ });

async function openProfile(page: Page) {
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Profile" })
    .click();
  await expect(setting(page)).toBeVisible();
}

async function setWriter(page: Page, on: boolean) {
  if ((await setting(page).isChecked()) === on) return;
  await setting(page).click();
  await expect(setting(page)).toBeChecked({ checked: on });
  await expect(setting(page)).toBeEnabled();
}

test("a new writer drafts a note with a live score, fixes it and follows its status", async ({
  page,
}) => {
  const postText = `${stamp}: the old bridge fell in this week's flood`;
  await analystPost(postText);
  await signIntoConsole(page, "outsider");
  await openProfile(page);
  await setWriter(page, false);

  const nav = page.getByRole("navigation", { name: "Console" });
  await nav.getByRole("link", { name: "Community notes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community notes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are not a note writer yet" })).toBeVisible();
  await axeAtBothSizes(page, "not-a-writer", "notes");

  await page.getByRole("link", { name: "profile page" }).click();
  await setWriter(page, true);
  await expect(
    page.getByRole("status").filter({ hasText: "You can now write community notes" }),
  ).toBeVisible();
  await nav.getByRole("link", { name: "Community notes" }).click();

  // The post, chosen with the keyboard: focus its radio and press Space.
  const post = page.getByRole("radio", { name: new RegExp(stamp) });
  await post.focus();
  await page.keyboard.press("Space");
  await expect(post).toBeChecked();

  await page.getByRole("radio", { name: "Misinformed or potentially misleading" }).check();
  await page.getByRole("checkbox", { name: "It is outdated information" }).check();
  const note = page.getByRole("textbox", { name: "Your note" });
  await note.fill("I think this is obviously terrible");
  const score = page.getByRole("status").filter({ hasText: /Score \d\.\d\d of 1/ });
  await expect(score).toContainText("Reads as an opinion");
  await page.getByRole("button", { name: "Submit note" }).click();
  await expect(page.getByText("Add a link (https://…) to a source.")).toBeVisible();
  await expect(note).toHaveAttribute("aria-invalid", "true");

  await note.fill(
    "This photo of the bridge was taken in 2019 during an earlier flood; the original report https://example.org/archive/2019 shows it.",
  );
  await expect(score).not.toContainText("Reads as an opinion");
  await page.getByRole("checkbox", { name: /My sources are trustworthy/ }).check();
  await axeAtBothSizes(page, "draft", "notes");

  await page.getByRole("button", { name: "Submit note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note submitted" })).toBeVisible();
  const mine = page
    .getByRole("region", { name: "Your notes" })
    .getByRole("listitem")
    .filter({ hasText: stamp });
  await expect(mine).toContainText("Waiting for more ratings");
  await expect(mine).toContainText("taken in 2019");
  await expect(page.getByRole("radio", { name: new RegExp(stamp) })).toHaveCount(0);
  await axeAtBothSizes(page, "written", "notes");

  await openProfile(page);
  await setWriter(page, false);
});
