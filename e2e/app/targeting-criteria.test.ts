import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { campaign, expectError, sandboxSuite, type Ads } from "../support/ads-helpers";
import { createOp, targetingCalls } from "../support/targeting";

/**
 * Targeting criteria (document 2, FACTS): values checked against the options, EQ and NE, one AGE
 * bucket, each value once, keyword rules, list/get with lang, batch of Create and Delete, deletion with
 * the line item. In process. Content categories and audiences: targeting-iab-audiences.test.ts.
 */
let srv: TestServer, ads: Ads, account: string, camp: string;
let t: ReturnType<typeof targetingCalls>;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account } = s);
  camp = (await campaign(ads, account, s.fi)).id;
  t = targetingCalls(ads, account);
});
after(() => srv?.stop());

describe("values", () => {
  test("a criterion's record: name from the options, EQ by default, times and ids as strings", async () => {
    const li = await t.lineItem(camp);
    const c = await t.made(li, "LOCATION", "US-CA");
    assert.deepEqual(
      { ...c, id: typeof c.id, created_at: typeof c.created_at, updated_at: typeof c.updated_at },
      {
        id: "string",
        line_item_id: li,
        name: "California, US",
        targeting_type: "LOCATION",
        targeting_value: "US-CA",
        operator_type: "EQ",
        created_at: "string",
        updated_at: "string",
        deleted: false,
      },
    );
    for (const [type, value, name] of [
      ["LANGUAGE", "fr", "French"],
      ["GENDER", "2", "Female"],
      ["INTEREST", "1004", "Automotive/Hybrid and electric vehicles"],
      ["PLATFORM", "0", "iOS"],
      ["APP_STORE_CATEGORY", "ios:games", "Games"],
    ])
      assert.equal((await t.made(li, type, value)).name, name, `${type} ${value}`);
  });

  test("an unknown value names itself, its type and where to look values up; nothing is written", async () => {
    const li = await t.lineItem(camp);
    const e = expectError(
      await t.create(li, "LOCATION", "Atlantis"),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(e.message, /"Atlantis" is not a LOCATION targeting value/);
    assert.match(e.message, /GET targeting_criteria\/locations/);
    const lower = expectError(await t.create(li, "LOCATION", "us"), 400, "INVALID_PARAMETER");
    assert.match(lower.message, /"us"/);
    assert.deepEqual(await t.held(li), []);
  });

  test("an unknown type is INVALID_TARGETING_TYPE listing the types; content categories go through IAB", async () => {
    const li = await t.lineItem(camp);
    const e = expectError(
      await t.create(li, "HOROSCOPE", "leo"),
      400,
      "INVALID_TARGETING_TYPE",
      "targeting_type",
    );
    assert.match(e.message, /expected one of LOCATION, LANGUAGE/);
    const cc = expectError(
      await t.create(li, "CONTENT_CATEGORY", "1"),
      400,
      "INVALID_TARGETING_TYPE",
    );
    assert.match(cc.message, /IAB_CATEGORY criteria/);
    expectError(await t.create(li, "LOCATION", ""), 400, "INVALID_PARAMETER", "targeting_value");
    expectError(
      await ads.post(t.path, { line_item_id: li, targeting_type: "LOCATION" }),
      400,
      "MISSING_PARAMETER",
      "targeting_value",
    );
  });

  test("a line item of another account, or deleted, is refused", async () => {
    const li = await t.lineItem(camp);
    assert.equal((await ads.delete(`accounts/${account}/line_items/${li}`)).status, 200);
    expectError(await t.create(li, "LOCATION", "US"), 400, "INVALID_PARAMETER", "line_item_id");
    expectError(
      await t.create("1234567", "LOCATION", "US"),
      400,
      "INVALID_PARAMETER",
      "line_item_id",
    );
  });
});

describe("operators, age, duplicates, keywords", () => {
  test("NE excludes keywords, audiences, users, locations, interests, conversations and events only", async () => {
    const li = await t.lineItem(camp);
    assert.equal((await t.made(li, "BROAD_KEYWORD", "cheap flights", "NE")).operator_type, "NE");
    assert.equal((await t.made(li, "LOCATION", "US-TX", "NE")).operator_type, "NE");
    const e = expectError(
      await t.create(li, "GENDER", "1", "NE"),
      400,
      "INVALID_PARAMETER",
      "operator_type",
    );
    assert.match(e.message, /GENDER criteria cannot be exclusions/);
    expectError(
      await t.create(li, "LOCATION", "US", "OR"),
      400,
      "INVALID_PARAMETER",
      "operator_type",
    );
  });

  test("one AGE bucket per line item; a batch may replace it (delete and create together)", async () => {
    const li = await t.lineItem(camp);
    const first = await t.made(li, "AGE", "AGE_18_TO_24");
    const e = expectError(await t.create(li, "AGE", "AGE_25_TO_34"), 400, "INVALID_PARAMETER");
    assert.match(e.message, /already has the age bucket AGE_18_TO_24/);
    assert.match(e.message, new RegExp(first.id));
    const r = await t.batch([
      { operation_type: "Delete", params: { targeting_criterion_id: first.id } },
      createOp(li, "AGE", "AGE_25_TO_34"),
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(await t.held(li), ["AGE AGE_25_TO_34 EQ"]);
    const twice = await t.batch([
      createOp(li, "AGE", "AGE_OVER_55"),
      createOp(li, "AGE", "AGE_35_TO_49"),
    ]);
    assert.equal(twice.status, 400);
    assert.deepEqual(await t.held(li), ["AGE AGE_25_TO_34 EQ"], "nothing changed");
  });

  test("each value once per line item: a repeat, or the same value with the other operator, is refused", async () => {
    const li = await t.lineItem(camp);
    const c = await t.made(li, "INTEREST", "1004");
    const again = expectError(await t.create(li, "INTEREST", "1004"), 400, "INVALID_PARAMETER");
    assert.match(again.message, new RegExp(`already has INTEREST "1004" \\(criterion ${c.id}\\)`));
    const other = expectError(
      await t.create(li, "INTEREST", "1004", "NE"),
      400,
      "INVALID_PARAMETER",
    );
    assert.match(other.message, /already includes INTEREST "1004"/);
    assert.equal(
      (await t.made(await t.lineItem(camp), "INTEREST", "1004")).targeting_value,
      "1004",
      "another line item may",
    );
  });

  test("keywords: normalised (trimmed, spaces collapsed, lower case), bounded, plain words", async () => {
    const li = await t.lineItem(camp);
    const k = await t.made(li, "PHRASE_KEYWORD", "  Running   Shoes ");
    assert.deepEqual([k.targeting_value, k.name], ["running shoes", "running shoes"]);
    expectError(await t.create(li, "PHRASE_KEYWORD", "running shoes"), 400, "INVALID_PARAMETER");
    assert.equal(
      (await t.made(li, "EXACT_KEYWORD", "running shoes")).targeting_type,
      "EXACT_KEYWORD",
    );
    for (const [type, value, message] of [
      ["BROAD_KEYWORD", "x".repeat(81), /at most 80 characters/],
      ["BROAD_KEYWORD", "a b c d e f g h i j k", /at most 10 words/],
      ["BROAD_KEYWORD", '"shoes"', /no quotes/],
      ["UNORDERED_KEYWORD", "shoes", /at least two words/],
    ] as const)
      assert.match(
        expectError(await t.create(li, type, value), 400, "INVALID_PARAMETER", "targeting_value")
          .message,
        message,
      );
  });
});

describe("list, get, delete", () => {
  test("line_item_ids is required (up to 200); targeting_criterion_ids narrows", async () => {
    expectError(await ads.get(t.path), 400, "MISSING_PARAMETER", "line_item_ids");
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1)).join(",");
    expectError(
      await ads.get(t.path, { line_item_ids: ids }),
      400,
      "INVALID_PARAMETER",
      "line_item_ids",
    );
    const [a, b] = [await t.lineItem(camp), await t.lineItem(camp)];
    const ca = await t.made(a, "LOCATION", "DE");
    const cb = await t.made(b, "LOCATION", "FR");
    const both = await ads.get(t.path, { line_item_ids: `${a},${b}` });
    assert.deepEqual(both.body.data.map((c: { id: string }) => c.id).sort(), [ca.id, cb.id].sort());
    const one = await ads.get(t.path, {
      line_item_ids: `${a},${b}`,
      targeting_criterion_ids: cb.id,
    });
    assert.deepEqual(
      one.body.data.map((c: { id: string }) => c.id),
      [cb.id],
    );
  });

  test("lang adds localized_name: countries and languages in that language, other values in English only", async () => {
    const li = await t.lineItem(camp);
    const de = await t.made(li, "LOCATION", "DE");
    await t.made(li, "LANGUAGE", "de");
    await t.made(li, "INTEREST", "22010");
    await t.made(li, "BROAD_KEYWORD", "fußball");
    const names = async (lang: string) =>
      Object.fromEntries(
        (await ads.get(t.path, { line_item_ids: li, lang })).body.data.map(
          (c: { targeting_type: string; localized_name: string | null }) => [
            c.targeting_type,
            c.localized_name,
          ],
        ),
      );
    assert.deepEqual(await names("fr"), {
      LOCATION: "Allemagne",
      LANGUAGE: "allemand",
      INTEREST: null,
      BROAD_KEYWORD: "fußball",
    });
    assert.equal((await names("en")).INTEREST, "Sports/Mixed martial arts");
    const one = await ads.get(`${t.path}/${de.id}`, { lang: "ja" });
    assert.equal(one.body.data.localized_name, "ドイツ");
    assert.equal(
      (await ads.get(`${t.path}/${de.id}`)).body.data.localized_name,
      undefined,
      "only with lang",
    );
    expectError(
      await ads.get(t.path, { line_item_ids: li, lang: "french" }),
      400,
      "INVALID_PARAMETER",
      "lang",
    );
  });

  test("delete answers deleted=true, again 404; deleting the line item deletes its criteria", async () => {
    const li = await t.lineItem(camp);
    const c = await t.made(li, "LOCATION", "GB");
    const d = await ads.delete(`${t.path}/${c.id}`);
    assert.equal(d.body.data.deleted, true);
    expectError(await ads.delete(`${t.path}/${c.id}`), 404, "TARGETING_CRITERION_NOT_FOUND");
    assert.equal(
      (await ads.get(`${t.path}/${c.id}`, { with_deleted: true })).body.data.deleted,
      true,
    );
    const kept = await t.made(li, "LOCATION", "GB");
    assert.equal((await ads.delete(`accounts/${account}/line_items/${li}`)).status, 200);
    assert.deepEqual(await t.held(li), []);
    const all = await ads.get(t.path, { line_item_ids: li, with_deleted: true });
    assert.ok(
      all.body.data.some((x: { id: string; deleted: boolean }) => x.id === kept.id && x.deleted),
    );
  });
});

describe("batch", () => {
  test("500 Create items in one call; 501 refused; a bad item names its index and nothing is written", async () => {
    const li = await t.lineItem(camp);
    const ops = Array.from({ length: 500 }, (_, i) =>
      createOp(li, "BROAD_KEYWORD", `keyword ${i}`),
    );
    const r = await t.batch(ops);
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 500));
    assert.equal(r.body.data.length, 500);
    const over = await t.batch([...ops, createOp(li, "BROAD_KEYWORD", "one more")]);
    expectError(over, 400, "INVALID_PARAMETER");
    const li2 = await t.lineItem(camp);
    const bad = await t.batch([
      createOp(li2, "LOCATION", "US"),
      createOp(li2, "LOCATION", "Atlantis"),
    ]);
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.operation_errors[0], []);
    assert.equal(bad.body.operation_errors[1][0].parameter, "targeting_value");
    assert.deepEqual(await t.held(li2), []);
    const upd = await t.batch([
      { operation_type: "Update", params: { targeting_criterion_id: "1" } },
    ]);
    assert.equal(upd.status, 400, "Update is not a targeting batch operation");
  });
});
