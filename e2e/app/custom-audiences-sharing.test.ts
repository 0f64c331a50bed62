import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  fundingInstrument,
  sandboxAccount,
  sandboxSuite,
  uniq,
  type Ads,
} from "../support/ads-helpers";
import { audienceCalls, personHash, sameBusiness } from "../support/audiences";
import { targetingCalls } from "../support/targeting";

/**
 * Sharing (document 3, Audience permissions), in process: only the owner grants and revokes; within
 * one business, or outside it with SHARE_AUDIENCE_OUTSIDE_BUSINESS; READ_ONLY targets, READ_WRITE also
 * changes users; a revoke stops new targeting while the running line item keeps its criterion; the
 * same rows under 5/ tailored_audiences; targeted line items.
 */
let srv: TestServer, ads: Ads, owner: string, inBusiness: string, outside: string;
let a: ReturnType<typeof audienceCalls>;
let audience: string;

const perms = (acct: string, id: string) => `accounts/${acct}/custom_audiences/${id}/permissions`;
const tailored = (acct: string, id: string) =>
  `../5/accounts/${acct}/tailored_audiences/${id}/permissions`;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account: owner } = s);
  inBusiness = await sandboxAccount(ads);
  outside = await sandboxAccount(ads);
  await sameBusiness(owner, inBusiness);
  a = audienceCalls(ads, owner);
  audience = (await a.create(uniq("Shared list"))).id;
  const hashes = Array.from({ length: 150 }, (_, i) => personHash("email", 40_000 + i));
  assert.equal((await a.users(audience, [a.update("email", hashes)])).status, 200);
  assert.equal((await a.processed(audience)).targetable, true);
});
after(() => srv?.stop());

describe("grants", () => {
  test("within the business: granted; outside: refused until the owner has SHARE_AUDIENCE_OUTSIDE_BUSINESS", async () => {
    const r = await ads.post(perms(owner, audience), {
      granted_account_id: inBusiness,
      permission_level: "READ_ONLY",
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.data.custom_audience_id, audience);
    assert.equal(r.body.data.permission_level, "READ_ONLY");
    const out = expectError(
      await ads.post(perms(owner, audience), {
        granted_account_id: outside,
        permission_level: "READ_WRITE",
      }),
      400,
      "INVALID_PARAMETER",
      "granted_account_id",
    );
    assert.match(out.message, /SHARE_AUDIENCE_OUTSIDE_BUSINESS/);
    const f = await ads.post(`accounts/${owner}/features`, {
      feature_keys: "SHARE_AUDIENCE_OUTSIDE_BUSINESS",
    });
    assert.equal(f.status, 200, JSON.stringify(f.body));
    const ok = await ads.post(perms(owner, audience), {
      granted_account_id: outside,
      permission_level: "READ_WRITE",
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    const dup = expectError(
      await ads.post(perms(owner, audience), {
        granted_account_id: outside,
        permission_level: "READ_ONLY",
      }),
      400,
      "INVALID_PARAMETER",
      "granted_account_id",
    );
    assert.match(dup.message, /revoke it/);
    expectError(
      await ads.post(perms(owner, audience), {
        granted_account_id: owner,
        permission_level: "READ_ONLY",
      }),
      400,
      "INVALID_PARAMETER",
    );
    expectError(
      await ads.post(perms(owner, audience), {
        granted_account_id: "424242",
        permission_level: "READ_ONLY",
      }),
      400,
      "INVALID_PARAMETER",
    );
    expectError(
      await ads.post(perms(owner, audience), {
        granted_account_id: inBusiness,
        permission_level: "ADMIN",
      }),
      400,
      "INVALID_PARAMETER",
      "permission_level",
    );
    const list = await ads.get(perms(owner, audience), { granted_account_ids: outside });
    assert.deepEqual(
      list.body.data.map((p: { granted_account_id: string }) => p.granted_account_id),
      [outside],
    );
  });

  test("the grantee sees it as SHARED with its level, not as OWNER; cannot grant, change or delete it", async () => {
    const shared = await ads.get(`accounts/${inBusiness}/custom_audiences`, {
      permission_scope: "SHARED",
    });
    const rec = shared.body.data.find((r: { id: string }) => r.id === audience);
    assert.ok(rec, JSON.stringify(shared.body));
    assert.equal(rec.permission_level, "READ_ONLY");
    assert.equal(rec.is_owner, false);
    assert.equal(rec.owner_account_id, owner);
    const own = await ads.get(`accounts/${inBusiness}/custom_audiences`);
    assert.ok(!own.body.data.some((r: { id: string }) => r.id === audience));
    const one = await ads.get(`accounts/${inBusiness}/custom_audiences/${audience}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.data.permission_level, "READ_ONLY");
    expectError(
      await ads.post(perms(inBusiness, audience), {
        granted_account_id: outside,
        permission_level: "READ_ONLY",
      }),
      404,
      "CUSTOM_AUDIENCE_NOT_FOUND",
    );
    expectError(
      await ads.put(`accounts/${inBusiness}/custom_audiences/${audience}`, { name: "Mine" }),
      404,
      "CUSTOM_AUDIENCE_NOT_FOUND",
    );
    expectError(
      await ads.delete(`accounts/${inBusiness}/custom_audiences/${audience}`),
      404,
      "CUSTOM_AUDIENCE_NOT_FOUND",
    );
  });

  test("READ_ONLY may not change users; READ_WRITE may", async () => {
    const op = [a.update("email", [personHash("email", 99)])];
    const ro = expectError(
      await ads.post(`accounts/${inBusiness}/custom_audiences/${audience}/users`, {}, op),
      403,
      "PERMISSION_DENIED",
    );
    assert.match(ro.message, /READ_ONLY/);
    const rw = await ads.post(`accounts/${outside}/custom_audiences/${audience}/users`, {}, op);
    assert.equal(rw.status, 200, JSON.stringify(rw.body));
  });
});

describe("revoke and targeting", () => {
  test("after a revoke: new targeting refused, the running line item keeps it; targeted lists it", async () => {
    const fi = await fundingInstrument(ads, inBusiness);
    const t = targetingCalls(ads, inBusiness);
    const li = await t.lineItem((await campaign(ads, inBusiness, fi)).id);
    const kept = await t.made(li, "CUSTOM_AUDIENCE", audience);
    const targeted = await ads.get(`accounts/${inBusiness}/custom_audiences/${audience}/targeted`, {
      with_active: false,
    });
    assert.equal(targeted.status, 200, JSON.stringify(targeted.body));
    assert.deepEqual(
      targeted.body.data[0].line_items.map((l: { id: string }) => l.id),
      [li],
    );
    const grant = (await ads.get(perms(owner, audience), { granted_account_ids: inBusiness })).body
      .data[0];
    const revoked = await ads.delete(`${perms(owner, audience)}/${grant.id}`);
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.equal(revoked.body.data.deleted, true);
    const refused = expectError(
      await t.create(
        await t.lineItem((await campaign(ads, inBusiness, fi)).id),
        "CUSTOM_AUDIENCE",
        audience,
      ),
      400,
      "INVALID_PARAMETER",
    );
    assert.match(refused.message, /owned by or shared with this account/);
    assert.deepEqual(
      await t.held(li),
      [`CUSTOM_AUDIENCE ${audience} EQ`],
      `criterion ${kept.id} keeps running`,
    );
    const shared = await ads.get(`accounts/${inBusiness}/custom_audiences`, {
      permission_scope: "SHARED",
    });
    assert.ok(!shared.body.data.some((r: { id: string }) => r.id === audience));
    expectError(
      await ads.get(`accounts/${inBusiness}/custom_audiences/${audience}`),
      404,
      "CUSTOM_AUDIENCE_NOT_FOUND",
    );
  });

  test("5/ tailored_audiences permissions are the same rows under their 5/ names", async () => {
    const list = await ads.get(tailored(owner, audience), { granted_account_ids: outside });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.equal(list.body.data[0].tailored_audience_id, audience);
    const again = await ads.post(tailored(owner, audience), {
      granted_account_id: inBusiness,
      permission_level: "READ_WRITE",
    });
    assert.equal(again.status, 201, JSON.stringify(again.body));
    const seen = await ads.get(perms(owner, audience), {
      custom_audience_permission_ids: again.body.data.id,
    });
    assert.equal(seen.body.data[0].permission_level, "READ_WRITE");
    const gone = await ads.delete(`${tailored(owner, audience)}/${again.body.data.id}`);
    assert.equal(gone.body.data.deleted, true);
    expectError(await ads.get(tailored(inBusiness, audience)), 404, "NOT_FOUND");
  });

  test("deleting the audience deletes its grants", async () => {
    const id = (await a.create(uniq("Short-lived"))).id;
    await ads.post(perms(owner, id), {
      granted_account_id: inBusiness,
      permission_level: "READ_ONLY",
    });
    assert.equal((await ads.delete(`${a.base}/${id}`)).status, 200);
    const shared = await ads.get(`accounts/${inBusiness}/custom_audiences`, {
      permission_scope: "SHARED",
    });
    assert.ok(!shared.body.data.some((r: { id: string }) => r.id === id));
  });
});
