import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  fundingInstrument,
  sandboxAccount,
  sandboxSuite,
  snapshot,
  uniq,
  type Ads,
} from "../support/ads-helpers";
import { audienceCalls, personHash, sameBusiness } from "../support/audiences";
import { targetingCalls } from "../support/targeting";

/**
 * Issue 11 and document 3 (permissions): after the owner revokes a grant, the grantee's running line
 * item keeps its CUSTOM_AUDIENCE criterion, but copying that line item, or its campaign, is refused
 * with CUSTOM_AUDIENCE_NOT_TARGETABLE naming the audience and why; nothing is created. A real grant and
 * revoke between two accounts of one business, as custom-audiences-sharing.test.ts sets them up.
 */
let srv: TestServer, ads: Ads, owner: string, grantee: string, audience: string, name: string;

before(async () => {
  ({ srv, ads, account: owner } = await sandboxSuite(inProcessServer));
  grantee = await sandboxAccount(ads);
  await sameBusiness(owner, grantee);
  const a = audienceCalls(ads, owner);
  name = uniq("Loyal buyers");
  audience = (await a.create(name)).id;
  const hashes = Array.from({ length: 150 }, (_, i) => personHash("email", 60_000 + i));
  assert.equal((await a.users(audience, [a.update("email", hashes)])).status, 200);
  assert.equal((await a.processed(audience)).targetable, true);
});
after(() => srv?.stop());

test("copies while shared; after the revoke the line item and its campaign are refused, nothing created", async () => {
  const grant = await ads.post(`accounts/${owner}/custom_audiences/${audience}/permissions`, {
    granted_account_id: grantee,
    permission_level: "READ_ONLY",
  });
  assert.equal(grant.status, 201, JSON.stringify(grant.body));
  const t = targetingCalls(ads, grantee);
  const camp = (await campaign(ads, grantee, await fundingInstrument(ads, grantee))).id;
  const li = await t.lineItem(camp);
  await t.made(li, "CUSTOM_AUDIENCE", audience);
  await t.made(li, "LOCATION", "US");

  const shared = await ads.post(`accounts/${grantee}/line_items/${li}/copy`);
  assert.equal(shared.status, 201, JSON.stringify(shared.body));
  assert.deepEqual(await t.held(shared.body.data.line_items[0].id), await t.held(li));

  const revoked = await ads.delete(
    `accounts/${owner}/custom_audiences/${audience}/permissions/${grant.body.data.id}`,
  );
  assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
  const before = [
    await snapshot(ads, grantee, "campaigns"),
    await snapshot(ads, grantee, "line_items"),
  ];
  const line = expectError(
    await ads.post(`accounts/${grantee}/line_items/${li}/copy`),
    400,
    "CUSTOM_AUDIENCE_NOT_TARGETABLE",
    "line_item_id",
  );
  assert.ok(line.message.includes(`'${name}' (${audience})`), line.message);
  assert.match(line.message, /no longer shared with this account/);
  assert.match(line.message, /cannot be copied/);
  const whole = expectError(
    await ads.post(`accounts/${grantee}/campaigns/${camp}/copy`),
    400,
    "CUSTOM_AUDIENCE_NOT_TARGETABLE",
    "campaign_id",
  );
  // Both line items of the campaign (the original and its earlier copy) target it: both are named.
  assert.ok(
    whole.message.includes(li) && whole.message.includes(shared.body.data.line_items[0].id),
  );
  assert.deepEqual(
    [await snapshot(ads, grantee, "campaigns"), await snapshot(ads, grantee, "line_items")],
    before,
  );
  assert.deepEqual(
    await t.held(li),
    [`CUSTOM_AUDIENCE ${audience} EQ`, "LOCATION US EQ"],
    "it keeps running",
  );
});

test("the owner's own line item: refused once the audience is deleted", async () => {
  const a = audienceCalls(ads, owner);
  const other = (await a.create(uniq("Short-lived"))).id;
  const hashes = Array.from({ length: 150 }, (_, i) => personHash("email", 61_000 + i));
  assert.equal((await a.users(other, [a.update("email", hashes)])).status, 200);
  assert.equal((await a.processed(other)).targetable, true);
  const t = targetingCalls(ads, owner);
  const li = await t.lineItem((await campaign(ads, owner, await fundingInstrument(ads, owner))).id);
  await t.made(li, "CUSTOM_AUDIENCE", other);
  assert.equal((await ads.delete(`${a.base}/${other}`)).status, 200);
  const e = expectError(
    await ads.post(`accounts/${owner}/line_items/${li}/copy`),
    400,
    "CUSTOM_AUDIENCE_NOT_TARGETABLE",
  );
  assert.match(e.message, /was deleted/);
});
