import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import {
  batch,
  campaignParams,
  createMany,
  demoClient,
  expectError,
  forgedCursor,
  fundingInstrument,
  hourWindow,
  lineItemParams,
  pages,
  sandboxAccount,
  type Ads,
} from "../support/ads-helpers";

/**
 * Keyset cursors under concurrent writes (document 1, conventions 4-6): a walk through the list while
 * campaigns are inserted and deleted between pages sees every campaign that existed throughout exactly
 * once and never a record twice. Plus with_total_count, q and *_ids bounds.
 */
let srv: TestServer;
let ads: Ads;

before(async () => {
  srv = await sharedServer();
  ads = demoClient(srv);
});
after(() => srv?.stop());

async function freshAccount() {
  const account = await sandboxAccount(ads);
  return { account, fi: await fundingInstrument(ads, account) };
}

/** Names repeat (13 distinct values over 30 records), so ties on the sort value are broken by id. */
const nameFor = (i: number) => `C-${String((i * 7) % 13).padStart(2, "0")}`;

async function walkWhileWriting(sortBy: string) {
  const { account, fi } = await freshAccount();
  const initial = (
    await createMany(
      ads,
      account,
      "campaigns",
      Array.from({ length: 30 }, (_, i) => campaignParams(fi, nameFor(i))),
    )
  ).map((c) => c.id as string);
  const path = `accounts/${account}/campaigns`;
  const seen: string[] = [];
  const deletedUnseen = new Set<string>();
  const deletedSeen = new Set<string>();
  const inserted: string[] = [];
  let cursor: string | undefined;
  let round = 0;
  for (;;) {
    const r = await ads.get(path, { count: 7, sort_by: sortBy, cursor });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.data.length <= 7);
    seen.push(...r.body.data.map((c: { id: string }) => c.id));
    cursor = r.body.next_cursor ?? undefined;
    if (!cursor) {
      assert.equal(r.body.next_cursor, null, "next_cursor is null on the last page");
      break;
    }
    round++;
    // Between pages: new campaigns sorting first, last and in between; some unseen and one seen deleted.
    const made = await batch(
      ads,
      account,
      "campaigns",
      ["A-new", "C-06", "Z-new"].map((n) => ({
        operation_type: "Create",
        params: campaignParams(fi, `${n} ${round}`),
      })),
    );
    assert.equal(made.status, 200, JSON.stringify(made.body));
    inserted.push(...made.body.data.map((c: { id: string }) => c.id));
    const unseen = initial.filter((id) => !seen.includes(id) && !deletedUnseen.has(id));
    const victims = [unseen[0], unseen[unseen.length - 1]].filter(Boolean);
    const seenVictim = seen.find((id) => initial.includes(id) && !deletedSeen.has(id));
    for (const id of new Set(victims)) {
      assert.equal((await ads.delete(`${path}/${id}`)).status, 200);
      deletedUnseen.add(id);
    }
    if (seenVictim) {
      assert.equal((await ads.delete(`${path}/${seenVictim}`)).status, 200);
      deletedSeen.add(seenVictim);
    }
  }
  assert.ok(round >= 3, "the walk spanned several pages");
  assert.equal(new Set(seen).size, seen.length, "no record appears twice");
  for (const id of initial.filter((x) => !deletedUnseen.has(x)))
    assert.equal(
      seen.filter((s) => s === id).length,
      1,
      `campaign ${id} that existed throughout was seen once`,
    );
  for (const id of deletedUnseen)
    assert.ok(!seen.includes(id), "a campaign deleted before its page was reached is not listed");
  for (const id of seen) assert.ok(initial.includes(id) || inserted.includes(id));
  return { account, fi, path };
}

describe("keyset cursors", () => {
  test("created_at-asc, count=7: inserts and deletes between pages neither repeat nor skip a record", async () => {
    await walkWhileWriting("created_at-asc");
  });

  test("name-desc with repeated names: inserts and deletes between pages neither repeat nor skip a record", async () => {
    const { path } = await walkWhileWriting("name-desc");
    // Without writes in between, pages of 5 concatenate to the one-page list in the same order.
    const paged = (await pages(ads, path, { count: 5, sort_by: "name-desc" }))
      .flat()
      .map((c) => c.id);
    const onePage = (await ads.get(path, { count: 1000, sort_by: "name-desc" })).body.data.map(
      (c: { id: string }) => c.id,
    );
    assert.deepEqual(paged, onePage);
  });

  test("a cursor is bound to its sort_by: another sort_by answers 400 naming cursor", async () => {
    const { account, fi } = await freshAccount();
    await createMany(
      ads,
      account,
      "campaigns",
      Array.from({ length: 3 }, (_, i) => campaignParams(fi, nameFor(i))),
    );
    const path = `accounts/${account}/campaigns`;
    const first = await ads.get(path, { count: 1, sort_by: "name-desc" });
    assert.equal(typeof first.body.next_cursor, "string");
    expectError(
      await ads.get(path, { count: 1, sort_by: "created_at-asc", cursor: first.body.next_cursor }),
      400,
      "INVALID_PARAMETER",
      "cursor",
    );
    expectError(
      await ads.get(path, { count: 1, sort_by: "name-asc", cursor: first.body.next_cursor }),
      400,
      "INVALID_PARAMETER",
      "cursor",
    );
    expectError(
      await ads.get(path, { count: 1, cursor: first.body.next_cursor }),
      400,
      "INVALID_PARAMETER",
      "cursor",
    );
    const second = await ads.get(path, {
      count: 1,
      sort_by: "name-desc",
      cursor: first.body.next_cursor,
    });
    assert.equal(second.status, 200);
  });

  test("hand-made cursors whose value does not fit the sort column answer 400 naming cursor, never 500", async () => {
    const { account, fi } = await freshAccount();
    const [made] = await createMany(
      ads,
      account,
      "campaigns",
      Array.from({ length: 3 }, (_, i) => campaignParams(fi, nameFor(i))),
    );
    const path = `accounts/${account}/campaigns`;
    const forged: [string, string][] = [
      ["created_at-asc", forgedCursor(["created_at-asc", "garbage", "1"])],
      ["name-asc", forgedCursor(["name-asc", { a: 1 }, "1"])],
      ["created_at-asc", forgedCursor(["created_at-asc", [1], "1"])],
      ["name-asc", forgedCursor(["name-asc", 5, "1"])],
      ["created_at-asc", forgedCursor(["created_at-asc", null, "1"])], // created_at is never null
      ["created_at-asc", forgedCursor(["created_at-asc", "0000-01-01T00:00:00.000Z", "1"])],
      ["created_at-asc", forgedCursor(["created_at-asc", made.created_at, 1])],
      ["created_at-asc", forgedCursor(["created_at-asc", made.created_at, "1".repeat(500)])], // longer than 500 characters
    ];
    for (const [sort_by, cursor] of forged) {
      expectError(await ads.get(path, { sort_by, cursor }), 400, "INVALID_PARAMETER", "cursor");
    }
    // A hand-made cursor of the right shape is just a position.
    const fromFirst = await ads.get(path, {
      sort_by: "created_at-asc",
      cursor: forgedCursor(["created_at-asc", made.created_at, made.id]),
    });
    assert.equal(fromFirst.status, 200, JSON.stringify(fromFirst.body));
    assert.equal(fromFirst.body.data.length, 2);
    // null is a position only in a column that can be null (a line item's start_time).
    const camp = (await createMany(ads, account, "campaigns", [campaignParams(fi, "Parent")]))[0];
    await createMany(ads, account, "line_items", [
      lineItemParams(camp.id, { entity_status: "DRAFT", start_time: undefined }),
    ]);
    const nullable = await ads.get(`accounts/${account}/line_items`, {
      sort_by: "start_time-asc",
      cursor: forgedCursor(["start_time-asc", null, "0"]),
    });
    assert.equal(nullable.status, 200, JSON.stringify(nullable.body));

    // account_history pages with the same cursors.
    const history = { entity_type: "CAMPAIGN", entity_id: made.id, ...hourWindow() };
    for (const cursor of [
      forgedCursor(["created_at-desc", "garbage", "1"]),
      forgedCursor(["created_at-desc", { a: 1 }, "1"]),
      "A".repeat(501),
    ]) {
      expectError(
        await ads.get(`accounts/${account}/account_history`, { ...history, cursor }),
        400,
        "INVALID_PARAMETER",
        "cursor",
      );
    }
  });

  test("with_total_count gives total_count (not counting drafts or deleted); with a cursor it is refused naming with_total_count", async () => {
    const { account, fi } = await freshAccount();
    const made = await createMany(ads, account, "campaigns", [
      ...Array.from({ length: 9 }, (_, i) => campaignParams(fi, nameFor(i))),
      campaignParams(fi, "Draft", { entity_status: "DRAFT" }),
    ]);
    assert.equal((await ads.delete(`accounts/${account}/campaigns/${made[0].id}`)).status, 200);
    const path = `accounts/${account}/campaigns`;
    const r = await ads.get(path, { with_total_count: true, count: 2 });
    assert.equal(r.status, 200);
    assert.equal(r.body.total_count, 8);
    assert.equal(r.body.data.length, 2, "total_count counts the whole list, not the page");
    assert.equal(
      (await ads.get(path, { with_total_count: true, with_draft: true })).body.total_count,
      9,
    );
    assert.equal(
      (await ads.get(path, { with_total_count: true, with_draft: true, with_deleted: true })).body
        .total_count,
      10,
    );
    assert.equal((await ads.get(path)).body.total_count, undefined, "total_count only when asked");

    const both = await ads.get(path, { with_total_count: true, cursor: r.body.next_cursor });
    assert.equal(both.status, 400, JSON.stringify(both.body));
    const err = both.body.errors[0];
    assert.equal(err.code, "EXCLUSIVE_PARAMETERS");
    assert.equal(err.parameter, "with_total_count");
    assert.match(err.message, /cursor/);
  });
});

describe("filters", () => {
  let account: string;
  let path: string;
  before(async () => {
    const made = await freshAccount();
    account = made.account;
    path = `accounts/${account}/campaigns`;
    await createMany(
      ads,
      account,
      "campaigns",
      ["Alpha one", "alpha two", "ALPHABET", "Beta alpha", "Al%pha", "Al_pha"].map((n) =>
        campaignParams(made.fi, n),
      ),
    );
  });
  const q = async (value: string) =>
    ((await ads.get(path, { q: value })).body.data as { name: string }[]).map((c) => c.name).sort();

  test("q is a case-insensitive prefix of the name, with % and _ taken literally", async () => {
    assert.deepEqual(await q("alpha"), ["ALPHABET", "Alpha one", "alpha two"]);
    assert.deepEqual(await q("ALPHA T"), ["alpha two"]);
    assert.deepEqual(await q("beta"), ["Beta alpha"]);
    assert.deepEqual(await q("al%"), ["Al%pha"]);
    assert.deepEqual(await q("al_"), ["Al_pha"]);
    assert.deepEqual(await q("pha"), [], "a prefix, not a substring");
  });

  test("q of 1 to 255 characters: 256 or none answers 400 naming q", async () => {
    assert.equal((await ads.get(path, { q: "a".repeat(255) })).status, 200);
    expectError(await ads.get(path, { q: "a".repeat(256) }), 400, "INVALID_PARAMETER", "q");
    expectError(await ads.get(path, { q: "" }), 400, "INVALID_PARAMETER", "q");
  });

  test("campaign_ids takes at most 200 identifiers: 201 answers 400 naming campaign_ids", async () => {
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => String(900_000_000 + i)).join(",");
    const ok = await ads.get(path, { campaign_ids: ids(200) });
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body.data, []);
    expectError(
      await ads.get(path, { campaign_ids: ids(201) }),
      400,
      "INVALID_PARAMETER",
      "campaign_ids",
    );
    const one = (await ads.get(path, { q: "Beta" })).body.data[0];
    assert.deepEqual(
      (await ads.get(path, { campaign_ids: `${one.id},${ids(3)}` })).body.data.map(
        (c: { id: string }) => c.id,
      ),
      [one.id],
    );
  });
});
