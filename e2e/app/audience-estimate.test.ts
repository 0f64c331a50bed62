import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, type Ads } from "../support/ads-helpers";

/**
 * POST accounts/:id/audience_estimate (document 2; FACTS): a JSON array of criteria answered as
 * {"data":{"audience_size":{"min","max"}}} from the synthetic population (200,000 people here), with
 * its rules: a primary criterion, known types and values, OR within a type, AND across, NE excludes.
 */
let srv: TestServer, ads: Ads, account: string;
before(async () => {
  ({ srv, ads, account } = await sandboxSuite(() =>
    inProcessServer({ env: { POPULATION_SIZE: "200000" } }),
  ));
});
after(() => srv?.stop());

type C = { targeting_type: string; targeting_value: string; operator_type?: string };
const estimate = (body: unknown) => ads.post(`accounts/${account}/audience_estimate`, {}, body);
async function size(criteria: C[]): Promise<{ min: number; max: number }> {
  const r = await estimate(criteria);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.audience_size;
}
const US: C = { targeting_type: "LOCATION", targeting_value: "US" };

describe("audience estimate", () => {
  test("answers FACTS' shape: a range of people around the count", async () => {
    const r = await estimate([US]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(Object.keys(r.body.data), ["audience_size"]);
    const { min, max } = r.body.data.audience_size;
    assert.ok(
      Number.isInteger(min) && Number.isInteger(max) && 0 < min && min < max,
      `${min} ${max}`,
    );
    assert.ok(max < 200_000);
    // The body may also be {"targeting_criteria": [...]}; the same question gives the same answer.
    const again = await estimate({ targeting_criteria: [US] });
    assert.deepEqual(again.body.data, r.body.data);
  });

  test("AND across types never grows; NE never grows; OR within a type never shrinks", async () => {
    const us = await size([US]);
    const young = await size([US, { targeting_type: "AGE", targeting_value: "AGE_18_TO_24" }]);
    assert.ok(young.max <= us.max && young.min <= us.min);
    const notCa = await size([US, { ...US, targeting_value: "US-CA", operator_type: "NE" }]);
    assert.ok(notCa.max <= us.max && notCa.min < us.min);
    const usOrFr = await size([US, { ...US, targeting_value: "FR" }]);
    assert.ok(usOrFr.min >= us.min && usOrFr.max > us.max);
    const women = await size([US, { targeting_type: "GENDER", targeting_value: "2" }]);
    const men = await size([US, { targeting_type: "GENDER", targeting_value: "1" }]);
    assert.ok(women.max < men.max, "more men than women on the platform");
  });

  test("keywords: people who post about them; looser match types reach more", async () => {
    const kw = (targeting_type: string, targeting_value = "music") => ({
      targeting_type,
      targeting_value,
    });
    const exact = await size([kw("EXACT_KEYWORD")]);
    const broad = await size([kw("BROAD_KEYWORD")]);
    assert.ok(exact.min > 0 && broad.min > exact.min, `${exact.min} ${broad.min}`);
    // The keyword rules of the targeting values apply (an UNORDERED keyword has two words or more).
    const one = expectError(
      await estimate([kw("UNORDERED_KEYWORD")]),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(one.message, /at least two words/);
    // Keywords of different match types are alternatives (one group).
    const either = await size([kw("EXACT_KEYWORD"), kw("PHRASE_KEYWORD", "football")]);
    assert.ok(either.min >= exact.min);
  });

  test("followers of an account of the platform; an unknown account is refused", async () => {
    const f = await size([
      { targeting_type: "FOLLOWERS_OF_USER", targeting_value: srv.credentials.user_id },
    ]);
    const similar = await size([
      { targeting_type: "SIMILAR_TO_FOLLOWERS_OF_USER", targeting_value: srv.credentials.user_id },
    ]);
    assert.ok(similar.max >= f.max);
    const e = expectError(
      await estimate([{ targeting_type: "FOLLOWERS_OF_USER", targeting_value: "999999999999" }]),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(e.message, /999999999999/);
  });

  test("at least one primary criterion (EQ) is required", async () => {
    const e = expectError(
      await estimate([
        { targeting_type: "AGE", targeting_value: "AGE_25_TO_34" },
        { ...US, operator_type: "NE" },
      ]),
      400,
      "INVALID_PARAMETER",
    );
    assert.match(e.message, /primary/);
    assert.match(e.message, /locations, languages/);
  });

  test("unknown types and values name themselves; every bad criterion is reported", async () => {
    const r = await estimate([
      US,
      { targeting_type: "SHOE_SIZE", targeting_value: "42" },
      { targeting_type: "LOCATION", targeting_value: "XX" },
    ]);
    const t = expectError(r, 400, "INVALID_TARGETING_TYPE", "targeting_type");
    assert.match(t.message, /Criterion 1 \(SHOE_SIZE\)/);
    const v = expectError(r, 400, "INVALID_PARAMETER", "targeting_value");
    assert.match(v.message, /"XX"/);
    assert.match(v.message, /targeting_criteria\/locations/);
    // The criteria's own rules apply: demographics are chosen, not excluded.
    const ne = [
      US,
      { targeting_type: "AGE", targeting_value: "AGE_18_TO_24", operator_type: "NE" },
    ];
    expectError(await estimate(ne), 400, "INVALID_PARAMETER", "operator_type");
  });

  test("custom audiences: its stored members (lib/audiences/members.ts); refusals say why", async () => {
    const { db } = await import("../../lib/db/client");
    const { customAudiences, customAudienceSets } = await import("../../lib/db/schema");
    const { newId } = await import("../../lib/crypto/tokens");
    const now = new Date();
    const mine = newId();
    const processing = newId();
    const row = { account_id: account, audience_type: "CRM", created_at: now, updated_at: now };
    await db()
      .insert(customAudiences)
      .values([
        { ...row, id: mine, name: "Estimate members" },
        { ...row, id: processing, name: "Estimate processing" },
      ]);
    const ca = (id: string): C => ({ targeting_type: "CUSTOM_AUDIENCE", targeting_value: id });
    // People 0..4,999 are the members (bits over population indexes), as the processing job stores them.
    const bits = new Uint32Array(Math.ceil(5000 / 32)).fill(0xffffffff);
    bits[bits.length - 1] = (1 << (5000 % 32)) - 1;
    await db()
      .insert(customAudienceSets)
      .values({
        custom_audience_id: mine,
        bits: Buffer.from(bits.buffer),
        size: 5000,
        computed_at: now,
      });
    assert.deepEqual(await size([ca(mine)]), { min: 4750, max: 5250 });
    const inUs = await size([ca(mine), US]);
    assert.ok(inUs.max < 5250 && inUs.min > 0);
    const excluded = await size([US, { ...ca(mine), operator_type: "NE" }]);
    assert.ok(excluded.min < (await size([US])).min);
    const waiting = expectError(
      await estimate([ca(processing)]),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(waiting.message, /processing/);
    const unknown = expectError(
      await estimate([US, ca("123456")]),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(unknown.message, /123456/);
  });

  test("bad bodies: not an array, empty, too many, bad fields, bad operator, not JSON", async () => {
    expectError(await estimate({ a: 1 }), 400, "INVALID_PARAMETER");
    expectError(await estimate([]), 400, "INVALID_PARAMETER");
    expectError(await estimate(Array.from({ length: 501 }, () => US)), 400, "INVALID_PARAMETER");
    expectError(await estimate([{ ...US, colour: "red" }]), 400, "INVALID_PARAMETER");
    expectError(await estimate([{ ...US, operator_type: "GT" }]), 400, "INVALID_PARAMETER");
    expectError(
      await estimate([{ targeting_type: "LOCATION" }]),
      400,
      "MISSING_PARAMETER",
      "targeting_value",
    );
    expectError(
      await estimate([{ ...US, targeting_value: "x".repeat(300) }]),
      400,
      "INVALID_PARAMETER",
    );
    const form = await ads.rawBody(
      "POST",
      `accounts/${account}/audience_estimate`,
      "a=1",
      "application/x-www-form-urlencoded",
    );
    expectError(form, 415, "UNSUPPORTED_MEDIA_TYPE");
  });
});
