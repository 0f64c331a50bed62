import assert from "node:assert/strict";
import sharp from "sharp";
import type { AdsClient } from "./ads";
import { chunkedUpload, fixture, multipart, uploadCall, waitProcessed } from "./media";

/**
 * Library media of given facts for the creative suites, made for real: the bytes are a committed
 * fixture (videos, animated GIF) or a PNG the test draws at the asked size (sharp), uploaded through
 * the upload interface and added with POST media_library, as an integrator would.
 */
export type SeedMedia = {
  type: "IMAGE" | "VIDEO" | "GIF";
  width: number;
  height: number;
  duration_ms?: number;
  category?: "POST_IMAGE" | "POST_GIF" | "POST_VIDEO" | "AMPLIFY_VIDEO";
};

/** The committed fixtures' facts, by file (e2e/fixtures/media/README.md). */
export const FIXTURE_MEDIA = {
  "image-800x419.png": { type: "IMAGE", width: 800, height: 419 },
  "image-800x320.png": { type: "IMAGE", width: 800, height: 320 },
  "square-600.png": { type: "IMAGE", width: 600, height: 600 },
  "photo-400x300.jpg": { type: "IMAGE", width: 400, height: 300 },
  "animated.gif": { type: "GIF", width: 120, height: 90 },
  "video-16x9.mp4": { type: "VIDEO", width: 640, height: 360, duration_ms: 1000 },
  "video-1x1.mp4": { type: "VIDEO", width: 240, height: 240, duration_ms: 1000 },
} satisfies Record<string, SeedMedia>;

/**
 * The committed file with these facts; GIFs and videos of other sizes take the fixture of their kind
 * and shape (the animated GIF; the 16:9 or 1:1 video), since the tests cannot draw those.
 */
function fixtureFor(m: SeedMedia): string | undefined {
  const exact = Object.entries(FIXTURE_MEDIA).find(
    ([, f]) => f.type === m.type && f.width === m.width && f.height === m.height,
  )?.[0];
  if (exact || m.type === "IMAGE") return exact;
  if (m.type === "GIF") return "animated.gif";
  return m.width * 9 === m.height * 16
    ? "video-16x9.mp4"
    : m.width === m.height
      ? "video-1x1.mp4"
      : undefined;
}

async function upload(ads: AdsClient, m: SeedMedia): Promise<string> {
  const file = fixtureFor(m);
  if (m.type === "VIDEO") {
    if (!file) throw new Error(`no video fixture of ${m.width}x${m.height}`);
    const r = await chunkedUpload(ads, fixture(file), {
      media_type: "video/mp4",
      media_category: m.category ?? "POST_VIDEO",
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const done = await waitProcessed(ads, r.body.media_id_string);
    assert.equal(done.body.processing_info?.state, "succeeded", JSON.stringify(done.body));
    return r.body.media_key;
  }
  if (m.type === "GIF" && !file) throw new Error(`no GIF fixture of ${m.width}x${m.height}`);
  const bytes = file
    ? fixture(file)
    : await sharp({
        create: { width: m.width, height: m.height, channels: 3, background: "#1d9bf0" },
      })
        .png()
        .toBuffer();
  const category = m.category ?? (m.type === "GIF" ? "POST_GIF" : "POST_IMAGE");
  const name = file ?? `drawn-${m.width}x${m.height}.png`;
  const r = await uploadCall(ads, "POST", {}, multipart(bytes, { media_category: category }, name));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.media_key;
}

/** Uploads media of these facts and adds it to the account's media library; returns the media_key. */
export async function seedLibraryMedia(
  ads: AdsClient,
  accountId: string,
  m: SeedMedia,
): Promise<string> {
  const key = await upload(ads, m);
  const r = await ads.post(`accounts/${accountId}/media_library`, {
    media_key: key,
    name: `seeded ${m.type} ${m.width}x${m.height}`,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return key;
}

/** Deletes a library entry (a card may no longer name it). */
export async function deleteLibraryMedia(
  ads: AdsClient,
  accountId: string,
  key: string,
): Promise<void> {
  const r = await ads.call("DELETE", `accounts/${accountId}/media_library/${key}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

/** A website card (an image and a DETAILS link) of the account, made through the interface; its card_uri. */
export async function seedCard(ads: AdsClient, accountId: string): Promise<string> {
  const media_key = await seedLibraryMedia(ads, accountId, FIXTURE_MEDIA["image-800x419.png"]);
  const r = await ads.post(`accounts/${accountId}/cards`, undefined, {
    name: "Seeded card",
    components: [
      { type: "MEDIA", media_key },
      {
        type: "DETAILS",
        title: "Read more",
        destination: { type: "WEBSITE", url: "https://example.com" },
      },
    ],
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.card_uri;
}

/** Deletes a card by its card_uri. */
export async function deleteCard(ads: AdsClient, accountId: string, uri: string): Promise<void> {
  const r = await ads.call("DELETE", `accounts/${accountId}/cards/${uri.slice("card://".length)}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
}
