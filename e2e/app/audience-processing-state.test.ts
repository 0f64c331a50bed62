import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, type Ads } from "../support/ads-helpers";
import { audienceCalls, personHash, strangerHash } from "../support/audiences";
import { processAudience } from "../../lib/audiences/process";
import { isProcessing } from "../../components/audiences/audience-model";

/**
 * An audience that is not targetable says PROCESSING while uploads wait for its job, also after an
 * earlier run settled it (at 0 users): the console polls a record while it is PROCESSING
 * (components/audiences/use-audiences.ts), and without this it showed "0 users" until a reload.
 * No workers here (JOB_WORKERS=off): the test runs the job itself, so nothing races the reads.
 */
let srv: TestServer, ads: Ads, a: ReturnType<typeof audienceCalls>;

before(async () => {
  const s = await sandboxSuite(() =>
    inProcessServer({ env: { JOB_WORKERS: "off", POPULATION_SIZE: "20000" } }),
  );
  ({ srv, ads } = s);
  a = audienceCalls(ads, s.account);
});
after(() => srv?.stop());

test("not targetable with uploads not yet applied: PROCESSING first; settled once the job ran", async () => {
  const id = (await a.create("Follow me")).id;
  const strangers = Array.from({ length: 5 }, (_, i) => strangerHash(i));
  assert.equal((await a.users(id, [a.update("email", strangers)])).status, 200);
  await processAudience(id);
  const zero = (await a.get(id)).body.data;
  assert.equal(zero.audience_size, 0);
  assert.deepEqual(zero.reasons_not_targetable, ["TOO_SMALL"]);
  assert.equal(isProcessing(zero), false, "settled: the console stops polling");

  const people = Array.from({ length: 300 }, (_, i) => personHash("email", 1_000 + i));
  assert.equal((await a.users(id, [a.update("email", people)])).status, 200);
  const waiting = (await a.get(id)).body.data;
  assert.deepEqual(waiting.reasons_not_targetable, ["PROCESSING", "TOO_SMALL"]);
  assert.equal(waiting.audience_size, 0, "the size stays the last computed until the job runs");
  assert.equal(isProcessing(waiting), true, "the console polls it");
  const listed = (await ads.get(a.base, { custom_audience_ids: id })).body.data[0];
  assert.deepEqual(listed.reasons_not_targetable, ["PROCESSING", "TOO_SMALL"], "lists say so too");

  await processAudience(id);
  const done = (await a.get(id)).body.data;
  assert.equal(done.audience_size, 300);
  assert.equal(done.targetable, true);
  assert.deepEqual(done.reasons_not_targetable, []);
  // A targetable audience is unaffected while more users wait (document 3: unchanged until processed).
  assert.equal((await a.users(id, [a.update("email", [personHash("email", 5_000)])])).status, 200);
  assert.deepEqual((await a.get(id)).body.data.reasons_not_targetable, []);
});
