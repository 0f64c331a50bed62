import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, uniq, type Ads, type AnyRecord } from "../support/ads-helpers";
import { audienceCalls, personHash } from "../support/audiences";
import { until } from "../support/receiver";

/**
 * Flexible audiences follow their sources, and the builder's preview (our extension, POST
 * custom_audiences/flexible_preview) answers what the processing job stores: in process, both
 * engines. A source's upload, its users' deletion and its own deletion re-size every flexible
 * audience built on it (the `audiences.process` job, sent in the source's transaction); bad trees are
 * refused by the preview with the create's own messages.
 */
let srv: TestServer, ads: Ads, account: string;
let a: ReturnType<typeof audienceCalls>;
let left: string, right: string;
const preview = (segments: unknown) =>
  ads.post(`accounts/${account}/custom_audiences/flexible_preview`, {}, { segments });
const devices = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => personHash("device_id", from + i));
const leaf = (id: string, extra: Record<string, unknown> = {}) => ({
  custom_audience_id: id,
  ...extra,
});
const both = () => ({ boolean_operator: "AND", child_segments: [leaf(left), leaf(right)] });
const flexibleItem = (name: string, segments: unknown) => ({
  operation_type: "Create",
  params: { name, audience_type: "FLEXIBLE", segments },
});

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  a = audienceCalls(ads, account);
  // People 0..299 and 200..599 by device id: 100 in both.
  left = (await a.create(uniq("Left"), { audience_type: "MOBILE_AUDIENCE" })).id;
  right = (await a.create(uniq("Right"), { audience_type: "MOBILE_AUDIENCE" })).id;
  await a.users(left, [a.update("device_id", devices(0, 300))]);
  await a.users(right, [a.update("device_id", devices(200, 400))]);
  assert.equal((await a.processed(left)).audience_size, 300);
  assert.equal((await a.processed(right)).audience_size, 400);
});
after(() => srv?.stop());

async function made(segments: unknown): Promise<AnyRecord> {
  const r = await ads.post(`batch/${a.base}`, {}, [flexibleItem(uniq("Flex"), segments)]);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return a.processed(r.body.data[0].id);
}

/** Waits until the flexible audience's stored size is `size` (its job runs after the source's). */
async function sized(id: string, size: number): Promise<AnyRecord> {
  let rec: AnyRecord = {};
  await until(async () => {
    rec = (await a.get(id)).body.data;
    return rec.audience_size === size;
  }, 60_000).catch(() => assert.fail(`size stayed ${rec.audience_size}, expected ${size}`));
  return rec;
}

const state = (r: AnyRecord) => ({
  audience_size: r.audience_size,
  targetable: r.targetable,
  reasons_not_targetable: r.reasons_not_targetable,
});

describe("the preview answers what the job stores", () => {
  test("AND, OR, negate, frequency windows, a small tree: same size, targetable and reasons", async () => {
    const trees = [
      both(),
      { boolean_operator: "OR", child_segments: [leaf(left), leaf(right)] },
      { boolean_operator: "AND", child_segments: [leaf(left), leaf(right, { negate: true })] },
      {
        boolean_operator: "OR",
        child_segments: [
          leaf(left, { frequency: 3, frequency_comparator: "GTE", lookback_window: 7 }),
          leaf(right, { frequency: 2, frequency_comparator: "EQ", lookback_window: 14 }),
        ],
      },
      // Below AUDIENCE_MIN_SIZE (100): TOO_SMALL, not targetable, in both.
      {
        boolean_operator: "AND",
        child_segments: [leaf(left, { frequency: 5, lookback_window: 7 })],
      },
    ];
    for (const tree of trees) {
      const p = await preview(tree);
      assert.equal(p.status, 200, JSON.stringify(p.body));
      assert.deepEqual(p.body.data.leaves_processing, []);
      assert.equal(p.body.data.audience_min_size, 100);
      assert.deepEqual(state(p.body.data), state(await made(tree)), JSON.stringify(tree));
    }
    const small = (await preview(trees[4])).body.data;
    assert.ok(small.audience_size < 100, String(small.audience_size));
    assert.equal(small.targetable, false);
    assert.deepEqual(small.reasons_not_targetable, ["TOO_SMALL"]);
  });

  test("a leaf not processed yet counts as empty and is named", async () => {
    const fresh = (await a.create(uniq("Fresh"), { audience_type: "MOBILE_AUDIENCE" })).id;
    const r = await preview({ boolean_operator: "OR", child_segments: [leaf(left), leaf(fresh)] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.audience_size, 300);
    assert.deepEqual(r.body.data.leaves_processing, [fresh]);
  });
});

describe("sizes follow the sources", () => {
  test("an upload, a deletion of users, then the source's deletion re-size the flexible audience", async () => {
    const own = (await a.create(uniq("Source"), { audience_type: "MOBILE_AUDIENCE" })).id;
    await a.users(own, [a.update("device_id", devices(250, 100))]); // 250..349
    await a.processed(own);
    const tree = { boolean_operator: "AND", child_segments: [leaf(left), leaf(own)] };
    const other = { boolean_operator: "OR", child_segments: [leaf(own)] };
    const flex = await made(tree); // 250..299
    const alone = await made(other);
    assert.equal(flex.audience_size, 50);
    assert.deepEqual(flex.reasons_not_targetable, ["TOO_SMALL"]);
    assert.equal(alone.audience_size, 100);

    await a.users(own, [a.update("device_id", devices(100, 150))]); // now 100..349
    const grown = await sized(flex.id, 200); // 100..299
    assert.equal(grown.targetable, true);
    assert.deepEqual(grown.reasons_not_targetable, []);
    await sized(alone.id, 250);
    assert.equal((await preview(tree)).body.data.audience_size, 200, "the preview agrees");

    await a.users(own, [{ operation_type: "Delete", params: { users: devices(100, 60).map((h) => ({ device_id: [h] })) } }]); // prettier-ignore
    assert.equal((await sized(flex.id, 140)).targetable, true); // 160..299
    await sized(alone.id, 190);

    assert.equal((await ads.delete(`${a.base}/${own}`)).status, 200);
    const gone = await sized(flex.id, 0);
    assert.equal(gone.targetable, false);
    assert.deepEqual(gone.reasons_not_targetable, ["TOO_SMALL"]);
    await sized(alone.id, 0);
    // The deleted audience can no longer be previewed (nor used in a new tree).
    const refused = expectError(await preview(tree), 400, "INVALID_PARAMETER", "segments");
    assert.match(refused.message, new RegExp(`No custom audience ${own}`));
  });

  test("a flexible audience built on others keeps its size while unrelated sources change", async () => {
    const flex = await made(both());
    const unrelated = (await a.create(uniq("Unrelated"), { audience_type: "MOBILE_AUDIENCE" })).id;
    await a.users(unrelated, [a.update("device_id", devices(0, 120))]);
    await a.processed(unrelated);
    const again = (await a.get(flex.id)).body.data;
    assert.equal(again.updated_at, flex.updated_at, "not re-processed");
    assert.equal(again.audience_size, 100);
  });
});

describe("bad trees: refused with the create's messages", () => {
  test("each bad tree gives the preview the messages the batch create gives", async () => {
    const eleven = {
      boolean_operator: "OR",
      child_segments: Array.from({ length: 11 }, () => leaf(left)),
    };
    const deep = [1, 2, 3, 4].reduce<unknown>(
      (acc) => ({ boolean_operator: "AND", child_segments: [acc] }),
      { boolean_operator: "OR", child_segments: [leaf(left)] },
    );
    const flex = await made({ boolean_operator: "OR", child_segments: [leaf(left)] });
    const bad: unknown[] = [
      { boolean_operator: "XOR", child_segments: [leaf(left)] },
      { boolean_operator: "AND", child_segments: [] },
      { boolean_operator: "AND" },
      { boolean_operator: "AND", child_segments: [leaf(left, { lookback_window: 3 })] },
      { boolean_operator: "AND", child_segments: [leaf(left, { frequency: 31 })] },
      { boolean_operator: "AND", child_segments: [leaf(left, { colour: "red" })] },
      eleven,
      deep,
      { boolean_operator: "OR", child_segments: [leaf("424242")] },
      { boolean_operator: "OR", child_segments: [leaf(flex.id)] },
      "not json",
    ];
    for (const tree of bad) {
      const p = await preview(tree);
      assert.equal(p.status, 400, `${JSON.stringify(tree)}: ${JSON.stringify(p.body)}`);
      const c = await ads.post(`batch/${a.base}`, {}, [flexibleItem(uniq("Bad"), tree)]);
      assert.equal(c.status, 400, JSON.stringify(c.body));
      const messages = (items: { message: string }[]) => items.map((e) => e.message).sort();
      assert.deepEqual(
        messages(p.body.errors),
        messages(c.body.operation_errors[0]),
        JSON.stringify(tree),
      );
    }
  });

  test("a tree of 5 levels (the limit) is accepted by both", async () => {
    const five = [1, 2, 3].reduce<unknown>(
      (acc) => ({ boolean_operator: "AND", child_segments: [acc] }),
      { boolean_operator: "OR", child_segments: [leaf(left)] },
    );
    const p = await preview(five);
    assert.equal(p.status, 200, JSON.stringify(p.body));
    assert.equal(p.body.data.audience_size, 300);
    assert.equal((await made(five)).audience_size, 300);
  });

  test("the body: segments required, nothing else, JSON", async () => {
    const url = `accounts/${account}/custom_audiences/flexible_preview`;
    expectError(await ads.post(url, {}, {}), 400, "MISSING_PARAMETER", "segments");
    expectError(await ads.post(url, {}, { segments: both(), name: "x" }), 400, "INVALID_PARAMETER");
    expectError(await ads.post(url, {}, [both()]), 400, "INVALID_PARAMETER");
  });
});
