import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { ownAccount } from "./own-data";
import { signIntoConsole } from "./support";

/**
 * The media library page against the real server: real uploads of e2e/fixtures/media (file chooser,
 * a simulated drop), search, type filter, rename, delete and paging. Names carry a per-run stamp
 * (search by it shows only this run's media).
 */
const FIXTURES = path.resolve("e2e/fixtures/media");
const run = Date.now().toString(36);
const fixture = (file: string, name: string, mimeType: string) => {
  return { name, mimeType, buffer: fs.readFileSync(path.join(FIXTURES, file)) };
};

/** Demo Advertiser's media page through the menus, or straight to another account's by its id. */
async function openMediaPage(page: Page, accountId?: string) {
  await signIntoConsole(page, "demo");
  if (accountId) return page.goto(`/console/ads/${accountId}/media`);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Ads" })
    .click();
  // The ads pages open the remembered account first (a replace); then the Media tab.
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/campaigns$/);
  await page.getByRole("navigation", { name: "Ads" }).getByRole("link", { name: "Media" }).click();
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/media$/);
  await page.getByLabel("Account").selectOption({ label: "Demo Advertiser" });
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Media" })).toHaveAttribute("aria-current", "page");
}

const grid = (page: Page) => page.getByRole("list", { name: "Media", exact: true });
const card = (page: Page, name: string) => grid(page).getByRole("article", { name, exact: true });
const uploads = (page: Page) => page.getByRole("list", { name: "Uploads" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const uploadSummary = (page: Page) => page.getByRole("status").filter({ hasText: " uploaded" });

async function chooseFiles(page: Page, files: ReturnType<typeof fixture>[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Choose files" }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

async function axeClean(page: Page, name: string) {
  // A stale list fades while its query is asked; axe judges the settled page.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const axe = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa"])
    .exclude("iframe[sandbox]")
    .analyze();
  const found = axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, name).toEqual([]);
}

test("upload by chooser and drop, see the facts, search, filter, rename, delete", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [hero, gif] = [`hero-${run}.png`, `spin-${run}.gif`];
  const [clip, banner] = [`clip-${run}.mp4`, `banner-${run}.png`];
  await openMediaPage(page);

  // Every state each progress bar passes through, and the upload requests (observed, not answered).
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    Object.assign(window, { seenStates: seen });
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const [name, text] = [bar.getAttribute("aria-label") ?? "", bar.ariaValueText ?? ""];
        const list = (seen[name] ??= []);
        if (list.at(-1) !== text) list.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const commands: string[] = [];
  page.on("request", (req) => {
    if (!req.url().includes("/upload/1.1/media/upload.json")) return;
    const body = req.postDataBuffer()?.toString("latin1") ?? "";
    const command = /name="command"\r\n\r\n(\w+)/.exec(body)?.[1];
    // Chromium does not expose bodies carrying a file (simple uploads, APPEND): those count as FILE.
    commands.push(new URL(req.url()).searchParams.get("command") ?? command ?? "FILE");
  });

  // By keyboard, the file chooser: a PNG, a GIF, the MP4, a text file (refused before sending) and
  // a "PNG" that is text (refused by the server, whose message is shown).
  await page.getByRole("button", { name: "Choose files" }).focus();
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.keyboard.press("Enter"),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles([
    fixture("image-800x419.png", hero, "image/png"),
    fixture("animated.gif", gif, "image/gif"),
    fixture("video-16x9.mp4", clip, "video/mp4"),
    { name: `notes-${run}.txt`, mimeType: "text/plain", buffer: Buffer.from("hello") },
    fixture("lies.png", `lies-${run}.png`, "image/png"),
  ]);
  const bar = (name: string) => uploads(page).getByRole("progressbar", { name: `${name} upload` });
  const item = (name: string) => uploads(page).getByRole("listitem").filter({ hasText: name });
  await expect(bar(clip)).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
  await expect(item(`notes-${run}.txt`)).toContainText(
    `notes-${run}.txt is text/plain; expected an image (JPEG, PNG, WebP, GIF) or a video (MP4, MOV).`,
  );
  await expect(item(`lies-${run}.png`)).toContainText("the file is neither an image nor a video");
  // The video went up in chunks, then was processing until STATUS said succeeded.
  const clipStates = await page.evaluate(
    (name) => (window as unknown as { seenStates: Record<string, string[]> }).seenStates[name],
    `${clip} upload`,
  );
  expect(clipStates.at(-1)).toBe("Uploaded");
  expect(clipStates.some((s) => s.startsWith("Processing"))).toBe(true);
  const video = commands.slice(commands.indexOf("INIT"));
  expect(video.filter((c) => c === "INIT" || c === "FINALIZE")).toEqual(["INIT", "FINALIZE"]);
  expect(video.lastIndexOf("STATUS")).toBeGreaterThan(video.indexOf("FINALIZE"));

  // One more by a drop on the zone (the bytes of a real fixture in a DataTransfer).
  const bytes = [...fs.readFileSync(path.join(FIXTURES, "image-800x320.png"))];
  const transfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      return dt;
    },
    { bytes, name: banner },
  );
  const zone = page.getByRole("region", { name: "Upload images, GIFs and videos" });
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await expect(zone).toContainText("Drop to upload");
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(uploadSummary(page)).toHaveText("4 of 6 uploaded, 2 failed.", {
    timeout: 60_000,
  });
  await page.getByRole("button", { name: `Remove notes-${run}.txt from the list` }).click();
  await expect(item(`notes-${run}.txt`)).toHaveCount(0);

  // Each joins the library under its file name, with its probed facts.
  await search(page).fill(run);
  await expect(grid(page).getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("status").filter({ hasText: "items match" })).toHaveText(
    "4 items match.",
  );
  const facts = async (name: string, ...texts: string[]) => {
    for (const t of texts) await expect(card(page, name)).toContainText(t);
  };
  await facts(hero, "Image", "800 × 419 px", "1.91:1");
  await facts(gif, "GIF", "120 × 90 px", "4:3");
  await facts(banner, "800 × 320 px", "5:2");
  await facts(clip, "Video", "640 × 360 px", "16:9", "Duration0:01");
  const poster = card(page, clip).getByRole("img", { name: `Poster frame of ${clip}` });
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const shown = card(page, hero).getByRole("img", { name: `Preview of ${hero}` });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await page.screenshot({ path: "test-results/media-library-desktop.png", fullPage: true });
  await axeClean(page, "1280 px");

  // Search answers every word (server-side q); the type filter is media_type.
  await search(page).fill(`spin ${run}`);
  await expect(grid(page).getByRole("article")).toHaveCount(1);
  await expect(card(page, gif)).toBeVisible();
  await search(page).fill(run);
  await page.getByLabel("Type").selectOption({ label: "Videos" });
  await expect(grid(page).getByRole("article")).toHaveCount(1);
  await expect(card(page, clip)).toBeVisible();
  await search(page).fill(`nothing-${run}`);
  await expect(page.getByRole("heading", { name: "No media matches" })).toBeVisible();
  await page.getByRole("button", { name: "Clear search and type" }).click();
  await expect(search(page)).toHaveValue("");
  await expect(page.getByLabel("Type")).toHaveValue("");
  await search(page).fill(run);
  await expect(grid(page).getByRole("article")).toHaveCount(4);

  // Rename: the limit is said on the field; then name, title and description are saved.
  await page.getByRole("button", { name: `Edit ${hero}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${hero}` });
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(hero);
  await name.fill("x".repeat(103));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Name is 3 characters over the limit of 100/);
  await expect(dialog).toBeVisible();
  await name.fill(`Spring hero ${run}`);
  // A rule only the server checks (no NUL character): its answer lands on the field it names.
  const title = dialog.getByRole("textbox", { name: "Title" });
  await title.fill("Launch\u0000day");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(title).toHaveAccessibleDescription(/Title contains a NUL character/);
  await expect(title).toBeFocused();
  await title.fill("Launch day");
  await dialog.getByRole("textbox", { name: "Description" }).fill("The wide banner for cards");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
    `Saved Spring hero ${run}.`,
  );
  await expect(card(page, `Spring hero ${run}`)).toContainText("Launch day");
  // Every word, in any field: "wide" is only in the hero's description, "banner" in both.
  await search(page).fill(`wide banner ${run}`);
  await expect(grid(page).getByRole("article")).toHaveCount(1);
  await expect(card(page, `Spring hero ${run}`)).toBeVisible();
  await search(page).fill(run);

  // Delete, confirmed: Cancel first keeps it, then "Delete media" removes it.
  await page.getByRole("button", { name: `Delete ${banner}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this media?" });
  await expect(confirm).toContainText(banner);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, banner)).toBeVisible();
  await page.getByRole("button", { name: `Delete ${banner}` }).click();
  await confirm.getByRole("button", { name: "Delete media" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toHaveText(
    `Deleted ${banner} from the media library.`,
  );
  await expect(card(page, banner)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Media library" })).toBeFocused();
  await expect(grid(page).getByRole("article")).toHaveCount(3);

  // At 390 px: nothing wider than the screen; axe clean on the page and in the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, clip)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/media-library-phone.png", fullPage: true });
  await axeClean(page, "390 px");
  await page.getByRole("button", { name: `Edit ${clip}` }).click();
  await expect(page.getByRole("dialog", { name: `Edit ${clip}` })).toBeVisible();
  await page.screenshot({ path: "test-results/media-library-edit-phone.png" });
  await axeClean(page, "390 px, edit dialog");
});

test("paging: 20 at a time, Load more follows the cursor", async ({ page }) => {
  test.setTimeout(240_000);
  const prefix = `page-${run}`;
  const files = Array.from({ length: 21 }, (_, i) =>
    fixture("still.gif", `${prefix}-${String(i + 1).padStart(2, "0")}.gif`, "image/gif"),
  );
  await openMediaPage(page);
  await chooseFiles(page, files);
  await expect(uploadSummary(page)).toHaveText("21 of 21 uploaded.", { timeout: 120_000 });
  // One toast for the batch, not one per file.
  await expect(page.getByRole("status").filter({ hasText: "Added" })).toContainText(
    /Added \d+ files to the media library\./,
  );
  await search(page).fill(prefix);
  await page.getByLabel("Type").selectOption({ label: "GIFs" });
  // Newest first: the last one added may be any of them (two go up at a time), so count only.
  await expect(grid(page).getByRole("article")).toHaveCount(20, { timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(
    "20+ items match.",
  );
  await page.getByRole("button", { name: "Load more media" }).click();
  await expect(grid(page).getByRole("article")).toHaveCount(21);
  await expect(page.getByRole("button", { name: "Load more media" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("21 items match.");
});

test("read-only access: the library without upload, Edit or Delete; none without creatives", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `seen-${run}.gif`;
  // Granted on an account of its own, so no other journey sees outsider among a seeded account's users.
  const own = await ownAccount(`Media ${run}`);
  await openMediaPage(page, own.account);
  // The library's count is the client's own: hydrated, the page takes a chosen file.
  await expect(page.getByRole("status").filter({ hasText: "0 items." })).toBeVisible();
  await chooseFiles(page, [fixture("still.gif", name, "image/gif")]);
  await expect(uploadSummary(page)).toHaveText("1 of 1 uploaded.", { timeout: 60_000 });
  const users = `/ads-sandbox/12/accounts/${own.account}/account_users`;
  const session = await (await page.request.get("/console-api/session")).json();
  const headers = { "x-csrf-token": session.data.csrf_token };
  const grant = async (permissions: string) => {
    const data = { screen_name: "outsider", permissions };
    const granted = await page.request.post(users, { headers, data });
    expect(granted.status(), await granted.text()).toBeLessThan(300);
    return (await granted.json()).data.user_id as string;
  };
  const outsider = await grant("CAMPAIGN_ANALYST");
  const context = await browser.newContext({ baseURL: page.url() });
  try {
    const other = await context.newPage();
    await signIntoConsole(other, "outsider");
    await other.goto(`/console/ads/${own.account}/media`);
    await expect(
      other.getByText(/a campaign analyst on .*uploading or changing its media/),
    ).toBeVisible();
    await search(other).fill(name);
    await expect(card(other, name)).toContainText("64 × 64 px");
    await expect(other.getByRole("button", { name: "Choose files" })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
    await axeClean(other, "read-only");

    // ANALYST reads campaigns only: the page says so instead of failing.
    await grant("ANALYST");
    await other.reload();
    await expect(
      other.getByText(/an analyst on .*does not include its media library/),
    ).toBeVisible();
    await expect(other.getByRole("heading", { name: "Media library" })).toHaveCount(0);
  } finally {
    await context.close();
    const revoked = await page.request.delete(`${users}/${outsider}`, { headers });
    expect(revoked.status(), await revoked.text()).toBeLessThan(300);
  }
});
