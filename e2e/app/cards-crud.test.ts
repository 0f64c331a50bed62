import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxAccount, sandboxSuite, type Ads } from "../support/ads-helpers";
import { deleteLibraryMedia, FIXTURE_MEDIA, seedLibraryMedia } from "../support/seeded-media";
import { cardRecordSchema } from "../../lib/ads/cards/record";
import { renderCard } from "../../lib/ads/previews";

/**
 * Cards (document 3) in process: the JSON body kept as sent through create, get, list and update,
 * card_type, media_metadata, media that must be in the account's media library, exclusivity.
 */
let srv: TestServer, ads: Ads, account: string;
let image: string, image2: string, video: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  image = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["image-800x419.png"]);
  image2 = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["photo-400x300.jpg"]);
  video = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["video-16x9.mp4"]);
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/cards${id ? `/${id}` : ""}`;
const details = (url = "https://example.com/a") => ({
  title: "Read more",
  type: "DETAILS",
  destination: { url, type: "WEBSITE" },
});
const post = (body: unknown) => ads.post(path(), undefined, body);
const put = (id: string, body: unknown) => ads.call("PUT", path(id), undefined, body);
/** A record's components without the media_metadata the interface appends. */
const sent = (cs: Record<string, unknown>[]) => cs.map(({ media_metadata: _m, ...rest }) => rest);

describe("cards: the JSON as sent", () => {
  test("component order and key order come back byte for byte through create, get, list and update", async () => {
    const components = [{ media_key: image, type: "MEDIA" }, details()];
    const created = await post({ name: "Order", components });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const card = created.body.data;
    assert.equal(card.card_type, "IMAGE_WEBSITE");
    assert.equal(card.card_uri, `card://${card.id}`);
    assert.ok(cardRecordSchema.safeParse(card).success, "the record schema describes the answer");
    assert.equal(JSON.stringify(sent(card.components)), JSON.stringify(components));
    const got = await ads.get(path(card.id));
    assert.equal(JSON.stringify(got.body.data), JSON.stringify(card));
    const listed = await ads.get(path(), { card_ids: card.id });
    assert.equal(JSON.stringify(listed.body.data[0]), JSON.stringify(card));
    const swapped = [
      { type: "SWIPEABLE_MEDIA", media_keys: [video, image] },
      details("https://b.example/"),
    ];
    const updated = await put(card.id, { components: swapped });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.data.name, "Order", "PUT keeps the fields it was not given");
    assert.equal(updated.body.data.card_type, "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE");
    assert.equal(JSON.stringify(sent(updated.body.data.components)), JSON.stringify(swapped));
    assert.equal(
      JSON.stringify((await ads.get(path(card.id))).body.data),
      JSON.stringify(updated.body.data),
    );
  });

  test("MEDIA components echo media_metadata with type, url, size and the video's duration and ratio", async () => {
    const r = await post({
      name: "Video",
      components: [{ type: "MEDIA", media_key: video }, details()],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.data.card_type, "VIDEO_WEBSITE");
    const meta = r.body.data.components[0].media_metadata[video];
    assert.deepEqual(
      { ...meta, url: typeof meta.url },
      {
        type: "VIDEO",
        url: "string",
        width: 640,
        height: 360,
        video_duration: 1000,
        video_aspect_ratio: "16:9",
      },
    );
    const served = await srv.fetch!(meta.url);
    assert.equal(served.status, 200, `media_metadata's url serves the video: ${meta.url}`);
    assert.equal(served.headers.get("content-type"), "video/mp4");
    const html = renderCard(r.body.data);
    const at = html.indexOf(`<video class="media" src="${meta.url}"`);
    assert.ok(at >= 0 && at < html.indexOf("Read more"), `the record renders as is: ${html}`);
    assert.equal(r.body.data.components[1].media_metadata, undefined);
  });

  test("slides: each a whole card, in order; PUT with components replaces slides", async () => {
    const slides = [
      [{ type: "MEDIA", media_key: image }, details("https://one.example/")],
      [{ type: "MEDIA", media_key: image2 }, details("https://two.example/")],
    ];
    const r = await post({ name: "Multi", slides });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.data.card_type, "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE");
    assert.equal(JSON.stringify(r.body.data.slides.map(sent)), JSON.stringify(slides));
    assert.equal(r.body.data.components, undefined);
    const u = await put(r.body.data.id, {
      components: [{ type: "MEDIA", media_key: image }, details()],
    });
    assert.equal(u.status, 200, JSON.stringify(u.body));
    assert.equal(u.body.data.card_type, "IMAGE_WEBSITE");
    assert.equal(u.body.data.slides, undefined);
  });
});

describe("cards: refused input", () => {
  test("components and slides together: EXCLUSIVE_PARAMETERS; neither: MISSING_PARAMETER; name required and at most 80", async () => {
    const c = [{ type: "MEDIA", media_key: image }, details()];
    expectError(
      await post({ name: "x", components: c, slides: [c, c] }),
      400,
      "EXCLUSIVE_PARAMETERS",
    );
    expectError(await post({ name: "x" }), 400, "MISSING_PARAMETER", "components");
    expectError(await post({ components: c }), 400, "MISSING_PARAMETER", "name");
    expectError(
      await post({ name: "n".repeat(81), components: c }),
      400,
      "INVALID_PARAMETER",
      "name",
    );
    const card = (await post({ name: "x", components: c })).body.data;
    expectError(await put(card.id, { components: c, slides: [c, c] }), 400, "EXCLUSIVE_PARAMETERS");
  });

  test("a body that is not a JSON object is refused saying what it must be", async () => {
    for (const body of [[], "card", 5]) {
      const r = await post(body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.errors[0].message, /JSON object/);
    }
  });

  test("components sent as a JSON string, or a component as a string, are refused with a message saying so", async () => {
    const c = [{ type: "MEDIA", media_key: image }, details()];
    const e1 = expectError(
      await post({ name: "x", components: JSON.stringify(c) }),
      400,
      "INVALID_PARAMETER",
      "components",
    );
    assert.match(e1.message, /string/);
    assert.match(e1.message, /JSON/);
    const e2 = expectError(
      await post({ name: "x", components: [JSON.stringify(c[0]), c[1]] }),
      400,
      "INVALID_PARAMETER",
      "components[0]",
    );
    assert.match(e2.message, /components\[0\] was sent as a string/);
  });

  test("messages name the path of the bad value", async () => {
    const e = expectError(
      await post({
        name: "x",
        components: [{ type: "MEDIA", media_key: image }, details("not a url")],
      }),
      400,
      "INVALID_PARAMETER",
      "components[1].destination.url",
    );
    assert.match(e.message, /^components\[1\]\.destination\.url: Expected an http\(s\) URL/);
    expectError(
      await post({ name: "x", components: [{ type: "MEDIA" }, details()] }),
      400,
      "INVALID_PARAMETER",
      "components[0].media_key",
    );
    expectError(
      await post({ name: "x", components: [{ type: "PICTURE", media_key: image }] }),
      400,
      "INVALID_PARAMETER",
      "components[0].type",
    );
  });

  test("media components come first", async () => {
    const e = expectError(
      await post({ name: "x", components: [details(), { type: "MEDIA", media_key: image }] }),
      400,
      "INVALID_PARAMETER",
      "components[1]",
    );
    assert.match(e.message, /come first/);
  });

  test("a shape that is no card type: UNKNOWN_CARD_TYPE naming the combinations that exist", async () => {
    const e = expectError(
      await post({ name: "x", components: [{ type: "MEDIA", media_key: image }] }),
      400,
      "UNKNOWN_CARD_TYPE",
    );
    assert.match(e.message, /MEDIA \+ DETAILS \(IMAGE_WEBSITE, VIDEO_WEBSITE\)/);
  });
});

describe("cards: media must be in the account's media library", () => {
  test("an unknown key, another account's key and a deleted library entry: INVALID_MEDIA naming the key", async () => {
    const other = await sandboxAccount(ads);
    const theirs = await seedLibraryMedia(ads, other, FIXTURE_MEDIA["image-800x419.png"]);
    const gone = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["image-800x419.png"]);
    await deleteLibraryMedia(ads, account, gone);
    for (const key of ["3_999999", theirs, gone]) {
      const e = expectError(
        await post({ name: "x", components: [{ type: "MEDIA", media_key: key }, details()] }),
        400,
        "INVALID_MEDIA",
        "components[0].media_key",
      );
      assert.ok(e.message.includes(key), e.message);
      assert.match(e.message, /add it to the media library first/);
    }
    const before = (await ads.get(path(), { with_total_count: true })).body.total_count;
    expectError(
      await post({
        name: "x",
        components: [{ type: "SWIPEABLE_MEDIA", media_keys: [image, theirs] }, details()],
      }),
      400,
      "INVALID_MEDIA",
      "components[0].media_keys[1]",
    );
    assert.equal((await ads.get(path(), { with_total_count: true })).body.total_count, before);
  });

  test("a GIF is not card media", async () => {
    const gif = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["animated.gif"]);
    expectError(
      await post({ name: "x", components: [{ type: "MEDIA", media_key: gif }, details()] }),
      400,
      "INVALID_MEDIA",
      "components[0].media_key",
    );
  });
});
