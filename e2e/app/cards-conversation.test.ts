import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, type Ads } from "../support/ads-helpers";
import { FIXTURE_MEDIA as M, seedLibraryMedia } from "../support/seeded-media";
import {
  imageConversationRecordSchema,
  videoConversationRecordSchema,
} from "../../lib/ads/conversation-cards/record";

/**
 * Image and video conversation cards (document 3) in process: every rule of
 * lib/ads/conversation-cards/rules.ts through the interface, incl. the conditional ones on create and
 * on the merged record of an update, and the media rules on the library's probed facts.
 */
let srv: TestServer, ads: Ads, account: string;
const key: Record<string, string> = {};

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  for (const [file, facts] of Object.entries(M))
    key[file] = await seedLibraryMedia(ads, account, facts);
});
after(() => srv?.stop());

/** The media_url the media library answers for a fixture's key: where a card's URLs must point. */
async function libraryUrl(file: keyof typeof M): Promise<string> {
  const r = await ads.get(`accounts/${account}/media_library/${key[file]}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.media_url;
}

type P = Record<string, string>;
const imagePath = (id = "") => `accounts/${account}/cards/image_conversation${id ? `/${id}` : ""}`;
const videoPath = (id = "") => `accounts/${account}/cards/video_conversation${id ? `/${id}` : ""}`;
const base = (): P => ({
  name: "Conversation",
  first_cta: "#ShareNow",
  first_cta_post: "I shared it",
  title: "Pick one",
  thank_you_text: "Thanks!",
  media_key: key["image-800x419.png"],
});
const image = (p: P = {}, drop: string[] = []) => {
  const params: P = { ...base(), ...p };
  for (const d of drop) delete params[d];
  return ads.post(imagePath(), params);
};
const video = (p: P = {}) =>
  ads.post(videoPath(), { ...base(), media_key: key["video-16x9.mp4"], ...p });

describe("image conversation cards", () => {
  test("a valid card: record with card_uri, hashtags with #, media URL and display size, unlocked image URL", async () => {
    const r = await image({
      unlocked_image_media_key: key["image-800x320.png"],
      thank_you_url: "https://example.com/t",
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const c = r.body.data;
    assert.equal(c.card_type, "IMAGE_CONVERSATION");
    assert.ok(imageConversationRecordSchema.safeParse(c).success, "the record schema describes it");
    assert.equal(c.card_uri, `card://${c.id}`);
    assert.equal(c.first_cta, "#ShareNow");
    assert.equal(c.image_display_width, 800);
    assert.equal(c.image_display_height, 419);
    assert.equal(c.media_url, await libraryUrl("image-800x419.png"));
    assert.equal(c.unlocked_image_url, await libraryUrl("image-800x320.png"));
    assert.equal(c.unlocked_image_media_key, undefined, "the unlocked key is write-only");
    assert.deepEqual((await ads.get(imagePath(c.id))).body.data, c);
    assert.equal((await ads.get(videoPath(c.id))).status, 404, "not a video conversation card");
  });

  test("hashtags: with or without #, at most 20 characters not counting #, word characters only", async () => {
    assert.equal((await image({ first_cta: "ShareNow" })).body.data.first_cta, "#ShareNow");
    assert.equal((await image({ first_cta: `#${"a".repeat(20)}` })).status, 201);
    expectError(await image({ first_cta: "a".repeat(21) }), 400, "INVALID_PARAMETER", "first_cta");
    expectError(await image({ first_cta: "#two words" }), 400, "INVALID_PARAMETER", "first_cta");
    expectError(await image({ first_cta: "#2024" }), 400, "INVALID_PARAMETER", "first_cta");
    expectError(
      await image({ second_cta: "#ShareNow", second_cta_post: "x" }),
      400,
      "INVALID_PARAMETER",
      "second_cta",
    );
  });

  test("required: name, first_cta, first_cta_post, thank_you_text (at most 23), media_key", async () => {
    for (const p of ["name", "first_cta", "first_cta_post", "thank_you_text", "media_key"])
      expectError(await image({}, [p]), 400, "MISSING_PARAMETER", p);
    expectError(
      await image({ thank_you_text: "t".repeat(24) }),
      400,
      "INVALID_PARAMETER",
      "thank_you_text",
    );
    expectError(await image({ title: "t".repeat(24) }), 400, "INVALID_PARAMETER", "title");
    expectError(
      await image({ thank_you_url: "not a url" }),
      400,
      "INVALID_PARAMETER",
      "thank_you_url",
    );
  });

  test("title or second_cta; each CTA with its post; CTAs in order", async () => {
    const e = expectError(await image({}, ["title"]), 400, "MISSING_PARAMETER", "title");
    assert.match(e.message, /second_cta/);
    assert.equal(
      (await image({ second_cta: "#Two", second_cta_post: "two" }, ["title"])).status,
      201,
    );
    expectError(await image({ second_cta: "#Two" }), 400, "MISSING_PARAMETER", "second_cta_post");
    expectError(
      await image({ second_cta_post: "two" }),
      400,
      "INVALID_PARAMETER",
      "second_cta_post",
    );
    expectError(
      await image({ second_cta: "#Two", second_cta_post: "2", third_cta: "#Three" }),
      400,
      "MISSING_PARAMETER",
      "third_cta_post",
    );
    expectError(
      await image({ third_cta: "#Three", third_cta_post: "3" }),
      400,
      "INVALID_PARAMETER",
      "third_cta",
    );
    const four = {
      second_cta: "#B",
      second_cta_post: "b",
      third_cta: "#C",
      third_cta_post: "c",
      fourth_cta: "#D",
      fourth_cta_post: "d",
    };
    assert.equal((await image(four)).status, 201);
    expectError(
      await image({ ...four, fourth_cta_post: "" }),
      400,
      "INVALID_PARAMETER",
      "fourth_cta_post",
    );
  });

  test("media: an image at least 800 px wide at 1.91:1; unlocked image 5:2; in the library", async () => {
    const bad = async (p: P, param: string, pattern: RegExp) =>
      assert.match(expectError(await image(p), 400, "INVALID_MEDIA", param).message, pattern);
    await bad({ media_key: key["square-600.png"] }, "media_key", /at least 800 px wide/);
    await bad({ media_key: key["photo-400x300.jpg"] }, "media_key", /at least 800 px wide/);
    await bad({ media_key: key["video-16x9.mp4"] }, "media_key", /expected an image/);
    await bad(
      { unlocked_image_media_key: key["image-800x419.png"] },
      "unlocked_image_media_key",
      /5:2/,
    );
    await bad({ media_key: "3_404" }, "media_key", /add it to the media library first/);
    const wide = await seedLibraryMedia(ads, account, { type: "IMAGE", width: 800, height: 450 });
    await bad({ media_key: wide }, "media_key", /1\.91:1/);
    const near = await seedLibraryMedia(ads, account, { type: "IMAGE", width: 1200, height: 630 });
    assert.equal((await image({ media_key: near })).status, 201, "1.905:1 is within 1%");
  });

  test("update: all optional, the dependencies evaluated on the merged record", async () => {
    const c = (await image()).body.data;
    const put = (p: P) => ads.put(imagePath(c.id), p);
    expectError(await put({ title: "" }), 400, "MISSING_PARAMETER", "title");
    expectError(await put({ second_cta: "#Two" }), 400, "MISSING_PARAMETER", "second_cta_post");
    expectError(await put({ media_key: key["square-600.png"] }), 400, "INVALID_MEDIA", "media_key");
    const u = await put({ title: "", second_cta: "Two", second_cta_post: "two" });
    assert.equal(u.status, 200, JSON.stringify(u.body));
    assert.equal(u.body.data.title, null);
    assert.equal(u.body.data.second_cta, "#Two");
    assert.equal(u.body.data.name, "Conversation");
    expectError(await put({ second_cta: "" }), 400, "MISSING_PARAMETER", "title");
    expectError(await put({ first_cta: "" }), 400, "INVALID_PARAMETER", "first_cta");
  });

  test("list: card_ids, q prefix on the name, with_total_count; delete", async () => {
    const a = (await image({ name: "Zebra spring" })).body.data;
    const listed = await ads.get(imagePath(), { q: "zebra", with_total_count: true });
    assert.deepEqual(
      listed.body.data.map((r: { id: string }) => r.id),
      [a.id],
    );
    assert.equal(listed.body.total_count, 1);
    expectError(await ads.get(imagePath(), { q: "q".repeat(81) }), 400, "INVALID_PARAMETER", "q");
    assert.equal((await ads.get(imagePath(), { card_ids: a.id })).body.data.length, 1);
    assert.equal((await ads.delete(imagePath(a.id))).body.data.deleted, true);
    assert.equal((await ads.get(imagePath(a.id))).status, 404);
  });
});

describe("video conversation cards", () => {
  test("a 16:9 video with a poster image and an unlocked video: record fields", async () => {
    const r = await video({
      poster_media_key: key["image-800x419.png"],
      unlocked_video_media_key: key["video-1x1.mp4"],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const c = r.body.data;
    assert.equal(c.card_type, "VIDEO_CONVERSATION");
    assert.ok(videoConversationRecordSchema.safeParse(c).success, "the record schema describes it");
    assert.equal(c.video_width, 640);
    assert.equal(c.video_height, 360);
    assert.equal(c.poster_media_url, await libraryUrl("image-800x419.png"));
    assert.equal(c.unlocked_video_url, await libraryUrl("video-1x1.mp4"));
    assert.equal((await ads.get(imagePath(c.id))).status, 404, "not an image conversation card");
  });

  test("media: the video 16:9, the poster an image, the unlocked video a video; the unlocked image has no size rule", async () => {
    expectError(
      await video({ media_key: key["video-1x1.mp4"] }),
      400,
      "INVALID_MEDIA",
      "media_key",
    );
    expectError(
      await video({ media_key: key["image-800x419.png"] }),
      400,
      "INVALID_MEDIA",
      "media_key",
    );
    expectError(
      await video({ poster_media_key: key["video-16x9.mp4"] }),
      400,
      "INVALID_MEDIA",
      "poster_media_key",
    );
    expectError(
      await video({ unlocked_video_media_key: key["image-800x419.png"] }),
      400,
      "INVALID_MEDIA",
      "unlocked_video_media_key",
    );
    assert.equal((await video({ unlocked_image_media_key: key["square-600.png"] })).status, 201);
    expectError(await video({ first_cta: "" }), 400, "INVALID_PARAMETER", "first_cta");
    expectError(await ads.post(videoPath(), { name: "x" }), 400, "MISSING_PARAMETER");
  });
});
