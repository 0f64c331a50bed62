import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, idsOf, sandboxSuite, type Ads } from "../support/ads-helpers";
import { FIXTURE_MEDIA as M, seedLibraryMedia } from "../support/seeded-media";

/** The cards list's parameters (document 3) and GET cards/all, cards/all/:card_id, in process. */
let srv: TestServer, ads: Ads, account: string;
let web: { id: string; card_uri: string }, app: { id: string; card_uri: string };
let convo: { id: string; card_uri: string };

const path = (p = "") => `accounts/${account}/cards${p}`;
const details = {
  type: "DETAILS",
  title: "T",
  destination: { type: "WEBSITE", url: "https://a.example" },
};
const button = {
  type: "BUTTON",
  label: { type: "ENUM", value: "INSTALL" },
  destination: { type: "APP", country_code: "US", googleplay_app_id: "com.example" },
};

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  const image = await seedLibraryMedia(ads, account, M["image-800x419.png"]);
  const make = async (name: string, second: unknown) => {
    const r = await ads.post(path(), undefined, {
      name,
      components: [{ type: "MEDIA", media_key: image }, second],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    return r.body.data;
  };
  web = await make("Spring website", details);
  app = await make("Summer app", button);
  const c = await ads.post(path("/image_conversation"), {
    name: "Spring talk",
    first_cta: "Yes",
    first_cta_post: "yes",
    title: "Which?",
    thank_you_text: "Thanks",
    media_key: image,
  });
  assert.equal(c.status, 201, JSON.stringify(c.body));
  convo = c.body.data;
});
after(() => srv?.stop());

describe("cards list", () => {
  test("card_types, card_id, card_uris and q (a prefix of the name, case-insensitive)", async () => {
    assert.deepEqual(idsOf(await ads.get(path(), { card_types: "IMAGE_APP" })), [app.id]);
    assert.deepEqual(idsOf(await ads.get(path(), { card_id: `${web.id},${app.id}` })), [
      web.id,
      app.id,
    ]);
    assert.deepEqual(idsOf(await ads.get(path(), { card_uris: app.card_uri })), [app.id]);
    assert.deepEqual(
      idsOf(await ads.get(path(), { q: "spring" })),
      [web.id],
      "only component cards",
    );
    expectError(
      await ads.get(path(), { card_types: "IMAGE" }),
      400,
      "INVALID_PARAMETER",
      "card_types",
    );
    expectError(await ads.get(path(), { q: "x".repeat(81) }), 400, "INVALID_PARAMETER", "q");
    const many = Array.from({ length: 201 }, (_, i) => `card://${i}`).join(",");
    expectError(await ads.get(path(), { card_uris: many }), 400, "INVALID_PARAMETER", "card_uris");
  });

  test("count defaults to 100 and is 1 to 200; include_legacy_cards is accepted and changes nothing", async () => {
    expectError(await ads.get(path(), { count: 201 }), 400, "INVALID_PARAMETER", "count");
    expectError(await ads.get(path(), { count: 0 }), 400, "INVALID_PARAMETER", "count");
    const page = await ads.get(path(), { count: 1 });
    assert.equal(page.body.data.length, 1);
    assert.ok(page.body.next_cursor);
    const all = idsOf(await ads.get(path()));
    assert.deepEqual(idsOf(await ads.get(path(), { include_legacy_cards: true })), all);
    assert.equal(page.body.request.params.count, 1);
    assert.equal((await ads.get(path())).body.request.params.count, 100);
  });

  test("sort_by name and card_type", async () => {
    assert.deepEqual(idsOf(await ads.get(path(), { sort_by: "name-desc" })), [app.id, web.id]);
    assert.deepEqual(idsOf(await ads.get(path(), { sort_by: "card_type-asc" })), [app.id, web.id]);
  });
});

describe("cards/all", () => {
  test("card_uris of every kind, in the order asked; unknown ones left out; required", async () => {
    const r = await ads.get(path("/all"), {
      card_uris: `${convo.card_uri},card://1,${web.card_uri}`,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(idsOf(r), [convo.id, web.id]);
    assert.equal(r.body.data[0].card_type, "IMAGE_CONVERSATION");
    expectError(await ads.get(path("/all")), 400, "MISSING_PARAMETER", "card_uris");
    expectError(
      await ads.get(path("/all"), { card_uris: "https://x" }),
      400,
      "INVALID_PARAMETER",
      "card_uris",
    );
  });

  test("cards/all/:card_id finds any kind; deleted ones only with with_deleted", async () => {
    assert.equal((await ads.get(path(`/all/${convo.id}`))).body.data.card_uri, convo.card_uri);
    assert.equal((await ads.get(path(`/all/${web.id}`))).body.data.card_type, "IMAGE_WEBSITE");
    expectError(await ads.get(path("/all/123")), 404, "CARD_NOT_FOUND");
    await ads.delete(path(`/${app.id}`));
    expectError(await ads.get(path(`/all/${app.id}`)), 404, "CARD_NOT_FOUND");
    assert.equal(
      (await ads.get(path(`/all/${app.id}`), { with_deleted: true })).body.data.deleted,
      true,
    );
    assert.deepEqual(idsOf(await ads.get(path("/all"), { card_uris: app.card_uri })), []);
  });
});
