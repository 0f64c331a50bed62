import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  sandboxAccount,
  sandboxSuite,
  type Ads,
} from "../support/ads-helpers";
import { createOp, targetingCalls } from "../support/targeting";

/**
 * Targeting criteria that reach other data: content categories only through all of their IAB
 * categories, custom audiences only when targetable and visible (owned or shared; a revoked share
 * refuses new criteria and keeps existing ones), users by id. In process; the audiences' rows are
 * written into the real database as the audiences' own calls leave them.
 */
let srv: TestServer, ads: Ads, account: string, camp: string;
let t: ReturnType<typeof targetingCalls>;
type Client = typeof import("../../lib/db/client");
type Schema = typeof import("../../lib/db/schema");
let client: Client, schema: Schema;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account } = s);
  camp = (await campaign(ads, account, s.fi)).id;
  t = targetingCalls(ads, account);
  // Imported once the in-process server has set the environment the database handle reads.
  client = await import("../../lib/db/client");
  schema = await import("../../lib/db/schema");
});
after(() => srv?.stop());

describe("content categories through IAB categories", () => {
  test("a content category of one IAB category is one criterion; a part of a larger one is refused", async () => {
    const li = await t.lineItem(camp);
    assert.equal((await t.made(li, "IAB_CATEGORY", "IAB2")).name, "Automotive");
    const e = expectError(
      await t.create(li, "IAB_CATEGORY", "IAB12-1"),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(
      e.message,
      /"News & Current Events" \(10\) needs IAB12, IAB12-1, IAB12-2, IAB12-3; missing IAB12, IAB12-2, IAB12-3/,
    );
    assert.deepEqual(await t.held(li), ["IAB_CATEGORY IAB2 EQ"], "nothing changed");
  });

  test("a batch creates a whole content category; deleting a part alone is refused, the whole in a batch is not", async () => {
    const li = await t.lineItem(camp);
    const ids = ["IAB12", "IAB12-1", "IAB12-2", "IAB12-3"];
    const r = await t.batch(ids.map((id) => createOp(li, "IAB_CATEGORY", id)));
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const made = r.body.data as { id: string }[];
    const part = expectError(await ads.delete(`${t.path}/${made[1].id}`), 400, "INVALID_PARAMETER");
    assert.match(part.message, /missing IAB12-1/);
    assert.equal((await t.held(li)).length, 4, "nothing changed");
    const all = await t.batch(
      made.map((c) => ({ operation_type: "Delete", params: { targeting_criterion_id: c.id } })),
    );
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.deepEqual(await t.held(li), []);
  });

  test("an IAB category in no content category cannot be targeted; a content category id is pointed to its IABs", async () => {
    const li = await t.lineItem(camp);
    const e = expectError(await t.create(li, "IAB_CATEGORY", "IAB25-3"), 400, "INVALID_PARAMETER");
    assert.match(e.message, /belongs to no content category/);
    const cc = expectError(await t.create(li, "IAB_CATEGORY", "13"), 400, "INVALID_PARAMETER");
    assert.match(cc.message, /is a content category: target its IAB categories \(IAB17\)/);
    expectError(await t.create(li, "IAB_CATEGORY", "IAB99"), 400, "INVALID_PARAMETER");
  });
});

async function audience(owner: string, targetable: boolean, name: string): Promise<string> {
  const { newId } = await import("../../lib/crypto/tokens");
  const id = newId();
  const now = new Date();
  await client
    .db()
    .insert(schema.customAudiences)
    .values({
      id,
      account_id: owner,
      created_at: now,
      updated_at: now,
      name,
      audience_type: "CRM",
      targetable,
      reasons_not_targetable: targetable ? [] : ["TOO_SMALL"],
      audience_size: targetable ? 2000 : 12,
    });
  return id;
}

async function share(audienceId: string, owner: string, granted: string): Promise<string> {
  const { newId } = await import("../../lib/crypto/tokens");
  const id = newId();
  const now = new Date();
  await client.db().insert(schema.customAudiencePermissions).values({
    id,
    account_id: owner,
    created_at: now,
    updated_at: now,
    custom_audience_id: audienceId,
    granted_account_id: granted,
    permission_level: "READ_ONLY",
  });
  return id;
}

describe("custom audiences and users", () => {
  test("an owned targetable audience is targeted (EQ or NE) by its name; one not targetable names its reasons", async () => {
    const li = await t.lineItem(camp);
    const ok = await audience(account, true, "Newsletter readers");
    const c = await t.made(li, "CUSTOM_AUDIENCE", ok);
    assert.equal(c.name, "Newsletter readers");
    const ex = await t.made(await t.lineItem(camp), "CUSTOM_AUDIENCE", ok, "NE");
    assert.equal(ex.operator_type, "NE");
    const small = await audience(account, false, "Tiny list");
    const e = expectError(
      await t.create(li, "CUSTOM_AUDIENCE", small),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    assert.match(e.message, /Tiny list\) is not targetable yet: TOO_SMALL/);
    const none = expectError(
      await t.create(li, "CUSTOM_AUDIENCE", "999"),
      400,
      "INVALID_PARAMETER",
    );
    assert.match(none.message, /No custom audience "999" is owned by or shared with this account/);
  });

  test("another account's audience: refused unshared, targeted when shared; after a revoke new criteria are refused and existing ones stay", async () => {
    const owner = await sandboxAccount(ads);
    const aud = await audience(owner, true, "Partner list");
    const li = await t.lineItem(camp);
    expectError(
      await t.create(li, "CUSTOM_AUDIENCE", aud),
      400,
      "INVALID_PARAMETER",
      "targeting_value",
    );
    const grant = await share(aud, owner, account);
    const kept = await t.made(li, "CUSTOM_AUDIENCE", aud);
    const { eq } = await import("drizzle-orm");
    await client
      .db()
      .update(schema.customAudiencePermissions)
      .set({ deleted: true, updated_at: new Date() })
      .where(eq(schema.customAudiencePermissions.id, grant));
    expectError(
      await t.create(await t.lineItem(camp), "CUSTOM_AUDIENCE", aud),
      400,
      "INVALID_PARAMETER",
    );
    assert.deepEqual(
      await t.held(li),
      [`CUSTOM_AUDIENCE ${aud} EQ`],
      "the running line item keeps it",
    );
    assert.equal((await ads.get(`${t.path}/${kept.id}`)).body.data.deleted, false);
  });

  test("FOLLOWERS_OF_USER takes an existing user's id and is named @screen_name", async () => {
    const li = await t.lineItem(camp);
    const u = srv.credentials.users[0];
    assert.equal((await t.made(li, "FOLLOWERS_OF_USER", u.user_id)).name, `@${u.screen_name}`);
    assert.equal(
      (await t.made(li, "SIMILAR_TO_FOLLOWERS_OF_USER", u.user_id)).name,
      `@${u.screen_name}`,
    );
    for (const bad of ["999999999", "@someone"])
      expectError(
        await t.create(li, "FOLLOWERS_OF_USER", bad),
        400,
        "INVALID_PARAMETER",
        "targeting_value",
      );
  });
});

test("a line item holds at most 5,000 live criteria (TOO_MANY_TARGETING_CRITERIA); deleted ones do not count", async () => {
  const li = await t.lineItem(camp);
  const { sql } = await import("drizzle-orm");
  // 4,999 keywords written straight into the table, as 10 batches would leave them, then the API's turn.
  await client.db().execute(sql`
    insert into ads_targeting_criteria
      (id, account_id, deleted, created_at, updated_at, line_item_id, targeting_type, targeting_value, operator_type, name)
    select 'bulk-' || ${li} || '-' || g, ${account}, false, now(), now(), ${li}, 'BROAD_KEYWORD', 'bulk ' || g, 'EQ', 'bulk ' || g
    from generate_series(1, 4999) g`);
  const last = await t.made(li, "BROAD_KEYWORD", "the last one");
  const e = expectError(
    await t.create(li, "BROAD_KEYWORD", "one too many"),
    400,
    "TOO_MANY_TARGETING_CRITERIA",
    "line_item_id",
  );
  assert.match(e.message, /at most 5000/);
  assert.equal((await ads.delete(`${t.path}/${last.id}`)).status, 200);
  assert.equal((await t.made(li, "BROAD_KEYWORD", "one too many")).name, "one too many");
});
