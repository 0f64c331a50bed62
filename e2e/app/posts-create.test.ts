import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { deleteCard, seedCard, seedLibraryMedia } from "../support/seeded-media";

/**
 * POST accounts/:id/post (document 3, Posts; FACTS "Cards and posts"): every parameter's rule, the
 * media a post may carry, cards, duplicates, and the answer's fields. In process.
 */
let srv: TestServer, ads: Ads, account: string, me: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const post = (p: Record<string, string | number | boolean>) =>
  ads.post(`accounts/${account}/post`, { as_user_id: me, ...p });
const image = () => seedLibraryMedia(ads, account, { type: "IMAGE", width: 800, height: 418 });

describe("the answer", () => {
  test("a text post answers 201 with id, id_str, text, full_text, user, entities, nullcast true, no conversation_settings", async () => {
    const text = `Hello #Launch @demo see https://example.com/a?b=1. ${uniq("t")}`;
    const r = await post({ text, name: "First" });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const d = r.body.data;
    assert.match(d.id, /^\d+$/);
    assert.equal(d.id_str, d.id);
    assert.equal(d.full_text, text);
    assert.equal(d.text, text);
    assert.equal(d.user.id, me);
    assert.equal(d.user.screen_name, "demo");
    assert.equal(d.nullcast, true);
    assert.equal(d.name, "First");
    assert.equal(d.card_uri, null);
    assert.equal("conversation_settings" in d, false);
    assert.deepEqual(d.entities.hashtags, [{ text: "Launch", indices: [6, 13] }]);
    assert.deepEqual(d.entities.user_mentions, [{ screen_name: "demo", indices: [14, 19] }]);
    assert.equal(d.entities.urls[0].url, "https://example.com/a?b=1");
    assert.deepEqual(d.entities.urls[0].indices, [24, 49]);
    assert.ok(!Number.isNaN(Date.parse(d.created_at)));
  });

  test("trim_user answers user_id instead of user; post_mode compat cuts text at 140, extended keeps it", async () => {
    const long = `${"a".repeat(200)} ${uniq("x")}`;
    const compat = await post({ text: long, trim_user: true });
    assert.equal(compat.status, 201, JSON.stringify(compat.body));
    assert.equal(compat.body.data.user_id, me);
    assert.equal(compat.body.data.user, undefined);
    assert.equal(Array.from(compat.body.data.text as string).length, 140);
    assert.equal(compat.body.data.truncated, true);
    assert.equal(compat.body.data.full_text, long);
    const ext = await post({ text: `${long} 2`, post_mode: "extended" });
    assert.equal(ext.body.data.text, `${long} 2`);
    assert.equal(ext.body.data.truncated, false);
  });

  test("conversation_settings is stored and returned on read", async () => {
    const r = await post({ text: uniq("conv"), conversation_settings: "FOLLOWING" });
    assert.equal(r.status, 201);
    const list = await ads.get(`accounts/${account}/posts`, {
      post_type: "PUBLISHED",
      post_ids: r.body.data.id,
    });
    assert.equal(list.body.data[0].conversation_settings, "FOLLOWING");
  });
});

describe("parameter rules", () => {
  test("as_user_id is required; text is required without media (POST_CANNOT_BE_BLANK)", async () => {
    expectError(
      await ads.post(`accounts/${account}/post`, { text: "x" }),
      400,
      "MISSING_PARAMETER",
      "as_user_id",
    );
    expectError(await post({}), 400, "POST_CANNOT_BE_BLANK", "text");
    expectError(await post({ text: "   " }), 400, "POST_CANNOT_BE_BLANK", "text");
  });

  test("text: at most 280 code points after NFC (280 emoji pass, 281 letters do not)", async () => {
    const emoji = `${"😀".repeat(270)}${String(Date.now()).slice(-10)}`;
    assert.equal((await post({ text: emoji })).status, 201);
    const decomposed = "e\u0301".repeat(280); // NFC: 280 "é"
    assert.equal((await post({ text: decomposed })).status, 201);
    expectError(await post({ text: "b".repeat(281) }), 400, "INVALID_PARAMETER", "text");
  });

  test("name ≤80, conversation_settings, post_mode, nullcast and video fields are checked", async () => {
    const t = uniq("rules");
    expectError(await post({ text: t, name: "n".repeat(81) }), 400, "INVALID_PARAMETER", "name");
    for (const [param, value] of [
      ["conversation_settings", "NOBODY"],
      ["post_mode", "long"],
      ["nullcast", "maybe"],
      ["video_cta", "BUY"],
      ["trim_user", "yes please"],
    ])
      expectError(await post({ text: t, [param]: value }), 400, "INVALID_PARAMETER", param);
    expectError(
      await post({ text: t, video_cta: "VISIT_SITE" }),
      400,
      "INCLUSIVE_PARAMETERS",
      "video_cta_value",
    );
    expectError(
      await post({ text: t, video_title: "Hi" }),
      400,
      "INVALID_PARAMETER",
      "video_title",
    );
    const video = await seedLibraryMedia(ads, account, {
      type: "VIDEO",
      width: 1280,
      height: 720,
      duration_ms: 5000,
    });
    const long = { media_keys: video, text: t };
    expectError(
      await post({ ...long, video_title: "t".repeat(71) }),
      400,
      "INVALID_PARAMETER",
      "video_title",
    );
    expectError(
      await post({ ...long, video_description: "d".repeat(201) }),
      400,
      "INVALID_PARAMETER",
      "video_description",
    );
    const ok = await post({
      ...long,
      video_title: "Title",
      video_description: "About",
      video_cta: "WATCH_NOW",
      video_cta_value: "https://example.com/watch",
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.deepEqual(
      [ok.body.data.video_title, ok.body.data.video_cta, ok.body.data.media_keys],
      ["Title", "WATCH_NOW", [video]],
    );
  });

  test("the same text by the same user within an hour is DUPLICATE_POST", async () => {
    const text = uniq("dup");
    assert.equal((await post({ text })).status, 201);
    expectError(await post({ text }), 400, "DUPLICATE_POST", "text");
    const racing = uniq("race");
    const both = await Promise.all([post({ text: racing }), post({ text: racing })]);
    assert.deepEqual(both.map((r) => r.status).sort(), [201, 400]);
  });
});

describe("media and cards", () => {
  test("up to 4 images; a 5th, GIF + image, 2 videos are refused saying what is allowed", async () => {
    const imgs = [await image(), await image(), await image(), await image(), await image()];
    const four = await post({ media_keys: imgs.slice(0, 4).join(",") });
    assert.equal(four.status, 201, JSON.stringify(four.body));
    assert.equal(four.body.data.text, "");
    const five = await post({ media_keys: imgs.join(",") });
    expectError(five, 400, "INVALID_PARAMETER", "media_keys");
    assert.match(five.body.errors[0].message, /at most 4 images, or 1 GIF, or 1 video/);
    const gif = await seedLibraryMedia(ads, account, { type: "GIF", width: 400, height: 300 });
    const gif2 = await seedLibraryMedia(ads, account, { type: "GIF", width: 400, height: 300 });
    expectError(await post({ media_keys: `${gif},${imgs[0]}` }), 400, "INVALID_PARAMETER");
    expectError(await post({ media_keys: `${gif},${gif2}` }), 400, "INVALID_PARAMETER");
    assert.equal((await post({ media_keys: gif })).status, 201);
  });

  test("a key not in this account's library is INVALID_MEDIA naming it", async () => {
    const r = await post({ text: uniq("m"), media_keys: "3_123456789" });
    expectError(r, 400, "INVALID_MEDIA", "media_keys");
    assert.match(r.body.errors[0].message, /3_123456789.*media library/);
  });

  test("card_uri must name a live card of the account", async () => {
    const uri = await seedCard(ads, account);
    const ok = await post({ text: uniq("c"), card_uri: uri });
    assert.equal(ok.body.data.card_uri, uri);
    expectError(
      await post({ text: uniq("c"), card_uri: "card://1" }),
      400,
      "INVALID_PARAMETER",
      "card_uri",
    );
    expectError(
      await post({ text: uniq("c"), card_uri: "https://x" }),
      400,
      "INVALID_PARAMETER",
      "card_uri",
    );
    await deleteCard(ads, account, uri);
    expectError(
      await post({ text: uniq("c"), card_uri: uri }),
      400,
      "INVALID_PARAMETER",
      "card_uri",
    );
  });
});
