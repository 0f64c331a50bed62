import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { useTestClock } from "../support/clock";
import { expectError, sandboxSuite, type Ads } from "../support/ads-helpers";
import { advance, deliveryRows, servingTree, sum } from "../support/delivery";
import { advanceDeliveryOperation } from "../../lib/ads/delivery/operation";
import { deliveryTick } from "../../lib/ads/delivery/tick";
import { db } from "../../lib/db/client";
import { adsDeliveryClocks } from "../../lib/db/schema";

/**
 * The advance operation and real time: its declared refusals and the production base refused naming
 * why; a clock that may not run more than a year ahead; two advances at once each take hours of
 * their own (the clock row decides); the cron's tick simulates the hours that are over, once.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, me: string;
const clock = useTestClock();
const HOUR = 3_600_000;

// An app of its own (a group of one: scripts/test-groups.ts): the tick this file runs simulates every
// active account of its database, so no other file's accounts. The setting is the default population.
const ownApp = () => inProcessServer({ env: { POPULATION_SIZE: "1000000" } });

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(ownApp));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const clockOf = async (id: string) =>
  (await db().select().from(adsDeliveryClocks).where(eq(adsDeliveryClocks.account_id, id)))[0];

test("hours outside 1 to 720, or not whole, are refused naming hours; production refused", async () => {
  const path = `accounts/${account}/delivery/advance`;
  for (const r of advanceDeliveryOperation.example.refused ?? [])
    expectError(await ads.post(path, { [r.param]: r.value }), 400, "INVALID_PARAMETER", r.param);
  expectError(await ads.post(path, {}), 400, "MISSING_PARAMETER", "hours");
  const prod = srv.credentials.account_id;
  const before = await clockOf(prod);
  const r = await ads.withBase("/ads").post(`accounts/${prod}/delivery/advance`, { hours: 1 });
  assert.match(expectError(r, 400, "SANDBOX_ONLY").message, /sandbox/);
  assert.deepEqual(await clockOf(prod), before, "production's delivery untouched");
});

test("a sandbox account's delivery runs at most a year ahead of now", async () => {
  const { sandboxAccount } = await import("../support/ads-helpers");
  const other = await sandboxAccount(ads);
  await advance(ads, other, 1);
  await db()
    .update(adsDeliveryClocks)
    .set({ next_hour: new Date(Math.floor(Date.now() / HOUR) * HOUR + 366 * 24 * HOUR) })
    .where(eq(adsDeliveryClocks.account_id, other));
  const r = await ads.post(`accounts/${other}/delivery/advance`, { hours: 24 });
  assert.match(expectError(r, 400, "INVALID_PARAMETER", "hours").message, /366 days ahead/);
});

test("two advances at once take hours of their own: each hour simulated once", async () => {
  await servingTree(ads, account, fi, me);
  const start = (await advance(ads, account, 1)).end_time;
  const [a, b] = await Promise.all([advance(ads, account, 12), advance(ads, account, 12)]);
  assert.equal(a.hours + b.hours, 24);
  const end = Date.parse(start) + 24 * HOUR;
  assert.equal(Math.max(Date.parse(a.end_time), Date.parse(b.end_time)), end);
  assert.equal((await clockOf(account)).next_hour.getTime(), end);
  const { facts, fundings } = await deliveryRows(account);
  const hours = new Set(facts.map((f) => f.hour.getTime()));
  assert.equal(facts.length, hours.size, "one fact per hour (one line item, one creative)");
  assert.equal(fundings[0].spent_local_micro, sum(facts, "billed_charge_local_micro"));
});

test("the cron's tick simulates the hours that are over, each once, and starts new accounts now", async () => {
  const { sandboxAccount, fundingInstrument } = await import("../support/ads-helpers");
  const other = await sandboxAccount(ads);
  await servingTree(ads, other, await fundingInstrument(ads, other), me);
  const now = Date.now();
  const here = Math.floor(now / HOUR) * HOUR;
  await deliveryTick(now);
  assert.equal((await clockOf(other)).next_hour.getTime(), here, "first seen: starts at this hour");
  assert.equal((await deliveryRows(other)).facts.length, 0, "this hour is not over");
  // Five hours later (the product's clock), the five hours that ended are simulated, once.
  clock.set(now + 5 * HOUR);
  const done = await deliveryTick(now + 5 * HOUR);
  assert.ok(done.hours >= 5);
  assert.equal((await clockOf(other)).next_hour.getTime(), here + 5 * HOUR);
  const facts = (await deliveryRows(other)).facts;
  assert.deepEqual(
    [...new Set(facts.map((f) => f.hour.getTime()))].sort(),
    [0, 1, 2, 3, 4].map((k) => here + k * HOUR),
  );
  await deliveryTick(now + 5 * HOUR);
  assert.equal(
    (await deliveryRows(other)).facts.length,
    facts.length,
    "a second tick adds nothing",
  );
});
