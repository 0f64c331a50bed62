import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { audienceCalls, personHash, SEED } from "../support/audiences";
import { count } from "../../lib/audiences/population/bitset";

/**
 * Flexible audiences (document 3, batch creation), in process: a boolean tree over processed audiences
 * (AND, OR, negate, frequency with its comparator in a lookback window), its size computed by the
 * processing job from the leaves' members (lib/audiences/flexible.ts), immutable once created, and
 * the batch's limits (10 items, 10 leaves).
 */
let srv: TestServer, ads: Ads, account: string;
let a: ReturnType<typeof audienceCalls>;
let left: string, right: string;
const POPULATION = 1_000_000;

const leaf = (id: string, extra: Record<string, unknown> = {}) => ({
  custom_audience_id: id,
  ...extra,
});
const flexible = (name: string, segments: unknown) => ({
  operation_type: "Create",
  params: { name, audience_type: "FLEXIBLE", segments },
});

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account } = s);
  a = audienceCalls(ads, account);
  // Two overlapping lists: people 0..299 and 200..599 (by device id): 100 in both.
  left = (await a.create(uniq("Left"), { audience_type: "MOBILE_AUDIENCE" })).id;
  right = (await a.create(uniq("Right"), { audience_type: "MOBILE_AUDIENCE" })).id;
  const range = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => personHash("device_id", from + i));
  await a.users(left, [a.update("device_id", range(0, 300))]);
  await a.users(right, [a.update("device_id", range(200, 400))]);
  assert.equal((await a.processed(left)).audience_size, 300);
  assert.equal((await a.processed(right)).audience_size, 400);
});
after(() => srv?.stop());

async function made(name: string, segments: unknown) {
  const r = await ads.post(`batch/${a.base}`, {}, [flexible(name, segments)]);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const rec = r.body.data[0];
  assert.equal(rec.audience_type, "FLEXIBLE");
  return a.processed(rec.id);
}

/** The size the model gives, from the leaves' stored members. */
async function expected(segments: unknown): Promise<number> {
  const { db } = await import("../../lib/db/client");
  const { audienceMembers } = await import("../../lib/audiences/members");
  const { evaluate, groupSchema } = await import("../../lib/audiences/flexible");
  const sets = new Map([
    [left, (await audienceMembers(db(), left))!],
    [right, (await audienceMembers(db(), right))!],
  ]);
  return count(evaluate(groupSchema.parse(segments), (id) => sets.get(id)!, SEED, POPULATION));
}

describe("sizes from the tree", () => {
  test("AND is the overlap, OR the union, negate the rest of the population", async () => {
    assert.equal(
      (
        await made(uniq("Both"), {
          boolean_operator: "AND",
          child_segments: [leaf(left), leaf(right)],
        })
      ).audience_size,
      100,
    );
    assert.equal(
      (
        await made(uniq("Either"), {
          boolean_operator: "OR",
          child_segments: [leaf(left), leaf(right)],
        })
      ).audience_size,
      600,
    );
    const notRight = {
      boolean_operator: "AND",
      child_segments: [leaf(left), leaf(right, { negate: true })],
    };
    assert.equal((await made(uniq("Left only"), notRight)).audience_size, 200);
    const nobody = { boolean_operator: "OR", negate: true, child_segments: [leaf(left)] };
    assert.equal((await made(uniq("Not left"), nobody)).audience_size, POPULATION - 300);
  });

  test("frequency in a lookback window: the model's count; a longer window never lowers GTE", async () => {
    const tree = (days: number) => ({
      boolean_operator: "OR",
      child_segments: [
        leaf(left, { frequency: 3, frequency_comparator: "GTE", lookback_window: days }),
      ],
    });
    const week = (await made(uniq("Week"), tree(7))).audience_size;
    const month = (await made(uniq("Month"), tree(30))).audience_size;
    assert.equal(week, await expected(tree(7)));
    assert.equal(month, await expected(tree(30)));
    assert.ok(week < 300 && week > 0 && month >= week, `${week} <= ${month}`);
    const nested = {
      boolean_operator: "AND",
      child_segments: [
        leaf(right, { frequency: 1, frequency_comparator: "LTE", lookback_window: 7 }),
        {
          boolean_operator: "OR",
          child_segments: [
            leaf(left),
            leaf(right, { frequency: 2, frequency_comparator: "EQ", lookback_window: 14 }),
          ],
        },
      ],
    };
    assert.equal((await made(uniq("Nested"), nested)).audience_size, await expected(nested));
  });
});

describe("rules", () => {
  test("immutable: PUT refused; users refused", async () => {
    const rec = await made(uniq("Fixed"), { boolean_operator: "OR", child_segments: [leaf(left)] });
    const put = expectError(
      await ads.put(`${a.base}/${rec.id}`, { description: "x" }),
      400,
      "INVALID_PARAMETER",
    );
    assert.match(put.message, /immutable/);
    expectError(
      await a.users(rec.id, [a.update("email", [personHash("email", 1)])]),
      400,
      "INVALID_PARAMETER",
    );
  });

  test("at most 10 leaves and 10 items; leaves must be usable audiences, not flexible; segments required", async () => {
    const eleven = {
      boolean_operator: "OR",
      child_segments: Array.from({ length: 11 }, () => leaf(left)),
    };
    const r = await ads.post(`batch/${a.base}`, {}, [flexible(uniq("Eleven"), eleven)]);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.match(JSON.stringify(r.body.operation_errors), /At most 10/);
    const deep = {
      boolean_operator: "OR",
      child_segments: [
        eleven.child_segments
          .slice(0, 6)
          .reduce(
            (acc: unknown) => ({ boolean_operator: "AND", child_segments: [acc] }),
            leaf(left),
          ),
      ],
    };
    assert.equal(
      (await ads.post(`batch/${a.base}`, {}, [flexible(uniq("Deep"), deep)])).status,
      400,
    );
    const items = Array.from({ length: 11 }, (_, i) =>
      flexible(uniq(`Item ${i}`), { boolean_operator: "OR", child_segments: [leaf(left)] }),
    );
    assert.equal((await ads.post(`batch/${a.base}`, {}, items)).status, 400);
    const unknown = await ads.post(`batch/${a.base}`, {}, [
      flexible(uniq("Unknown"), { boolean_operator: "OR", child_segments: [leaf("424242")] }),
    ]);
    assert.match(JSON.stringify(unknown.body), /No custom audience 424242/);
    const flex = await made(uniq("Leaf"), { boolean_operator: "OR", child_segments: [leaf(left)] });
    const nested = await ads.post(`batch/${a.base}`, {}, [
      flexible(uniq("Of flexible"), { boolean_operator: "OR", child_segments: [leaf(flex.id)] }),
    ]);
    assert.match(JSON.stringify(nested.body), /is FLEXIBLE/);
    const none = await ads.post(`batch/${a.base}`, {}, [
      { operation_type: "Create", params: { name: uniq("Bare"), audience_type: "FLEXIBLE" } },
    ]);
    assert.match(JSON.stringify(none.body), /MISSING_PARAMETER.*segments is required/);
    const badOp = { boolean_operator: "XOR", child_segments: [leaf(left)] };
    assert.equal(
      (await ads.post(`batch/${a.base}`, {}, [flexible(uniq("Xor"), badOp)])).status,
      400,
    );
  });
});
