import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxAccount, sandboxSuite, type Ads } from "../support/ads-helpers";
import { FIXTURE_MEDIA, seedCard, seedLibraryMedia } from "../support/seeded-media";

/**
 * Post previews (document 3; FACTS): GET post_previews answers an iframe per post of the asked type;
 * the iframe's page renders the post as a timeline would (text, media first, the card under it);
 * ids of another type, of another account or unknown get no preview; the link cannot be forged.
 */
let srv: TestServer, ads: Ads, account: string, me: string;
let draft: string, published: string, scheduled: string, image: string, card: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  image = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["photo-400x300.jpg"]);
  card = await seedCard(ads, account);
  const base = { as_user_id: me, media_keys: image, card_uri: card };
  const d = await ads.post(`accounts/${account}/draft_posts`, {
    ...base,
    text: "Draft <b>bold</b>",
  });
  assert.equal(d.status, 201, JSON.stringify(d.body));
  draft = d.body.data.id;
  const p = await ads.post(`accounts/${account}/post`, { ...base, text: "Published now" });
  assert.equal(p.status, 201, JSON.stringify(p.body));
  published = p.body.data.id;
  const at = new Date(Date.now() + 86_400_000).toISOString();
  const s = await ads.post(`accounts/${account}/scheduled_posts`, {
    ...base,
    text: "Later",
    scheduled_at: at,
  });
  assert.equal(s.status, 201, JSON.stringify(s.body));
  scheduled = s.body.data.id;
});
after(() => srv?.stop());

const previews = (post_type: string, ids: string[]) =>
  ads.get(`accounts/${account}/post_previews`, { post_type, post_ids: ids.join(",") });

/** The page behind an answer's iframe. */
async function page(preview: string): Promise<{ status: number; html: string }> {
  const src = /<iframe class='post-preview' src='([^']+)'><\/iframe>/.exec(preview)?.[1];
  assert.ok(src, `an iframe with a src: ${preview}`);
  const res = await srv.fetch!(src);
  return { status: res.status, html: await res.text() };
}

describe("post previews", () => {
  test("each type previews only its own ids, in the order asked", async () => {
    const r = await previews("DRAFT", ["999999999", draft, published, scheduled]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(
      r.body.data.map((x: { post_id: string }) => x.post_id),
      [draft],
    );
    assert.deepEqual(
      (await previews("PUBLISHED", [draft, published])).body.data.map(
        (x: { post_id: string }) => x.post_id,
      ),
      [published],
    );
    assert.deepEqual(
      (await previews("SCHEDULED", [scheduled, published])).body.data.map(
        (x: { post_id: string }) => x.post_id,
      ),
      [scheduled],
    );
  });

  test("the page renders the post as a timeline would: author, text escaped, media first, the card under it", async () => {
    const [entry] = (await previews("DRAFT", [draft])).body.data;
    const { status, html } = await page(entry.preview);
    assert.equal(status, 200);
    assert.match(html, /@demo/);
    assert.match(html, /Draft &lt;b&gt;bold&lt;\/b&gt;/, "user text is escaped");
    const library = (await ads.get(`accounts/${account}/media_library/${image}`)).body.data;
    const mediaAt = html.indexOf(library.media_url);
    const cardAt = html.indexOf("Read more");
    assert.ok(mediaAt > 0, "the post's own media is shown");
    assert.ok(cardAt > mediaAt, "the card comes after the media, with its DETAILS title");
    const published1 = (await previews("PUBLISHED", [published])).body.data[0];
    assert.match((await page(published1.preview)).html, /Published now/);
  });

  test("a changed link shows nothing; a deleted draft's link shows nothing", async () => {
    const [entry] = (await previews("DRAFT", [draft])).body.data;
    const forged = entry.preview.replace(/src='([^']+)'/, (_: string, src: string) => {
      const [payload, mac] = src.split("/").pop()!.split(".");
      const flipped = mac.startsWith("A") ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
      return `src='${src.replace(`${payload}.${mac}`, `${payload}.${flipped}`)}'`;
    });
    assert.equal((await page(forged)).status, 404);
    const d = await ads.post(`accounts/${account}/draft_posts`, { as_user_id: me, text: "gone" });
    const [gone] = (await previews("DRAFT", [d.body.data.id])).body.data;
    assert.equal(
      (await ads.delete(`accounts/${account}/draft_posts/${d.body.data.id}`)).status,
      200,
    );
    assert.equal((await page(gone.preview)).status, 404);
  });

  test("another account's posts get no preview", async () => {
    const other = await sandboxAccount(ads);
    const r = await ads.get(`accounts/${other}/post_previews`, {
      post_type: "PUBLISHED",
      post_ids: published,
    });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data, []);
  });

  test("post_ids must be longs, at most 200; post_type is required and one of the three", async () => {
    expectError(await previews("DRAFT", ["abc"]), 400, "INVALID_PARAMETER", "post_ids");
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expectError(await previews("DRAFT", many), 400, "INVALID_PARAMETER", "post_ids");
    expectError(await previews("POSTED", [draft]), 400, "INVALID_PARAMETER", "post_type");
    expectError(
      await ads.get(`accounts/${account}/post_previews`, { post_ids: draft }),
      400,
      "MISSING_PARAMETER",
      "post_type",
    );
  });
});
