import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoClient, expectError, idsOf, type Ads, type AnyRecord } from "../support/ads-helpers";
import { personHash } from "../support/audiences";
import { targetingCalls } from "../support/targeting";
import { hashIdentifier, IDENTIFIER_KINDS } from "../../lib/audiences/normalise";
import { SEEDED_AUDIENCE_PEOPLE, typedIdentity } from "../../lib/audiences/sample";

/**
 * The seeded demo shows every feature out of the box: demo administers two production accounts of one
 * business (sharing needs no feature), the demo account holds a targetable audience whose people are
 * the population's, and a refusal to share outside the business says what to do instead. In process.
 */
let srv: TestServer, ads: Ads, main: string, second: string;
let seeded: AnyRecord;

before(async () => {
  srv = await inProcessServer();
  ads = demoClient(srv, "/ads");
  ({ account_id: main, second_account_id: second } = srv.credentials);
  const list = await ads.get(`accounts/${main}/custom_audiences`, { q: "Newsletter" });
  seeded = list.body.data[0];
});
after(() => srv?.stop());

test("demo administers two production accounts of one business; the credentials file names both", async () => {
  const r = await ads.get("accounts", { count: 1000 });
  assert.equal(r.status, 200);
  assert.deepEqual(idsOf(r).slice(0, 2), [main, second], "created in this order, listed first");
  const [a, b] = r.body.data;
  assert.equal(a.name, "Demo Advertiser");
  assert.equal(b.name, "Demo Outlet");
  assert.ok(a.business_id, "the demo account has a business");
  assert.equal(b.business_id, a.business_id);
  assert.equal(srv.credentials.business_id, a.business_id);
  for (const id of [main, second]) {
    const access = await ads.get(`accounts/${id}/authenticated_user_access`);
    assert.ok(access.body.data.permissions.includes("ACCOUNT_ADMIN"), id);
  }
});

test("the demo account's seeded audience is processed and targetable, its people the population's", async () => {
  assert.ok(seeded, "Newsletter subscribers is seeded");
  assert.equal(seeded.targetable, true);
  assert.deepEqual(seeded.reasons_not_targetable, []);
  assert.equal(seeded.audience_size, SEEDED_AUDIENCE_PEOPLE.count);
  assert.ok(seeded.audience_size >= 100, "above AUDIENCE_MIN_SIZE");
  // Its members are the people SEEDED_AUDIENCE_PEOPLE names, and those people's identifiers, typed
  // as a person's list has them, normalise and hash to what the matching index holds for each
  // (identity-index.ts: SHA-256 of identityOf(SEED, i, kind)).
  const { from, count } = SEEDED_AUDIENCE_PEOPLE;
  const { db } = await import("../../lib/db/client");
  const { customAudienceMembers } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const members = await db()
    .select({ person: customAudienceMembers.person })
    .from(customAudienceMembers)
    .where(eq(customAudienceMembers.custom_audience_id, seeded.id));
  assert.deepEqual(
    members.map((m) => m.person).sort((x, y) => x - y),
    Array.from({ length: count }, (_, k) => from + k),
  );
  for (const kind of IDENTIFIER_KINDS)
    for (const i of [from, from + 1, from + count - 1])
      assert.equal(
        await hashIdentifier(kind, typedIdentity(i, kind)),
        personHash(kind, i),
        `${kind} of person ${i}`,
      );
});

test("shared with the business's other account without any feature; targeted there at once", async () => {
  const perms = `accounts/${main}/custom_audiences/${seeded.id}/permissions`;
  const g = await ads.post(perms, { granted_account_id: second, permission_level: "READ_ONLY" });
  assert.equal(g.status, 201, JSON.stringify(g.body));
  const shared = await ads.get(`accounts/${second}/custom_audiences`, {
    permission_scope: "SHARED",
  });
  assert.deepEqual(idsOf(shared), [seeded.id]);
  const items = await ads.get(`accounts/${second}/line_items`, { count: 1000 });
  assert.equal(items.status, 200, JSON.stringify(items.body));
  const lineItem = items.body.data[0].id;
  const t = targetingCalls(ads, second);
  await t.made(lineItem, "CUSTOM_AUDIENCE", seeded.id);
});

test("outside the business: refused in plain words naming what to do, not a feature nobody can set", async () => {
  const { db } = await import("../../lib/db/client");
  const { adAccounts } = await import("../../lib/db/schema");
  const { newId } = await import("../../lib/crypto/tokens");
  const stranger = newId();
  await db()
    .insert(adAccounts)
    .values({ id: stranger, name: "Elsewhere Ltd", businessId: newId() });
  const r = await ads.post(`accounts/${main}/custom_audiences/${seeded.id}/permissions`, {
    granted_account_id: stranger,
    permission_level: "READ_ONLY",
  });
  const e = expectError(r, 400, "INVALID_PARAMETER", "granted_account_id");
  assert.equal(
    e.message,
    `Account ${stranger} is not in this account's business (Demo Co): audiences are shared only within their owner's business. You can share it with an account of this business instead: Demo Outlet (${second}). For account ${stranger}, upload the same list to a custom audience of its own.`,
  );
  assert.doesNotMatch(e.message, /SHARE_AUDIENCE_OUTSIDE_BUSINESS/);
});
