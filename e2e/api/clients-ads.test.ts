import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startClientsWorld, type ClientsWorld } from "../support/clients-harness";
import type { ClientProcess } from "../support/clients-rpc";
import { demoClient, fundingInstrument, sandboxAccount } from "../support/ads-helpers";
import { advance, servingTree } from "../support/delivery";

/**
 * The advertising interface's clients, unmodified, at their built-in sandbox address
 * (ads-api-sandbox.twitter.com): twitter-ads (the community Node client; e2e/clients/node-ads.ts)
 * from a line item it made itself to a job's gzip file, and the official Python ads SDK
 * (e2e/clients/python/ads_client.py) on an account whose delivery has run.
 */
let world: ClientsWorld;
let lib: ClientProcess;

before(async () => {
  world = await startClientsWorld();
  lib = world.node("node-ads");
});
after(() => world?.stop());

type Rec = Record<string, unknown>;
type Answer = { status: number; body: Rec; errors?: Rec[] };

test("twitter-ads: synchronous stats, a refusal, a job to its file, cancel, active entities, reach", async () => {
  const c = world.srv.credentials;
  const r = await lib.call("twitterAdsAnalytics", {
    app: { key: c.consumer_key, secret: c.consumer_secret },
    owner: { token: c.access_token, secret: c.access_token_secret },
  });
  const sync = r.sync as Answer;
  assert.equal(sync.status, 200, JSON.stringify(sync.body));
  assert.equal(sync.body.data_type, "stats");
  assert.equal(sync.body.time_series_length, 2);
  const [record] = sync.body.data as { id: string; id_data: { metrics: Rec }[] }[];
  assert.equal(record.id, r.lineItem);
  assert.equal(record.id_data[0].metrics.impressions, null, "no delivery: null");
  const refused = r.refused as Answer;
  assert.equal(refused.status, 400);
  assert.equal(refused.errors?.[0].parameter, "granularity");
  assert.equal(((r.queued as Answer).body.data as Rec).status, "QUEUED");
  const job = r.job as Rec;
  assert.equal(job.status, "SUCCESS", JSON.stringify(job));
  assert.ok(String(job.url).startsWith("https://api.x.com/media/analytics/"), String(job.url));
  const file = r.file as { type: string; json: Rec };
  assert.equal(file.type, "application/gzip");
  assert.deepEqual(file.json.data, sync.body.data, "the file answers as the synchronous call");
  assert.equal(((r.cancelled as Answer).body.data as Rec).status, "CANCELLED");
  assert.deepEqual((r.active as Answer).body.data, []);
  assert.deepEqual((r.reach as Answer).body.data, [
    { id: r.campaign, total_audience_reach: null, average_frequency: null },
  ]);
});

/** The SDK's files are the release's: each one's git blob id as vendor/SOURCE lists it. */
function vendoredBlobs(): { file: string; listed: string; actual: string }[] {
  const dir = "e2e/clients/python/vendor";
  const lines = fs.readFileSync(path.join(dir, "SOURCE"), "utf8").split("\n");
  return lines
    .map((line) => /^([0-9a-f]{40}) (\S+)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, listed, file]) => {
      const bytes = fs.readFileSync(path.join(dir, file));
      const blob = crypto.createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes);
      return { file, listed, actual: blob.digest("hex") };
    });
}

test("the official Python ads SDK, as released: stats, a refusal, a job to its file, active entities", async () => {
  const blobs = vendoredBlobs();
  assert.ok(blobs.some((b) => b.file === "twitter_ads/analytics.py"));
  for (const b of blobs) assert.equal(b.actual, b.listed, `${b.file} is the release's`);
  const c = world.srv.credentials;
  const ads = demoClient(world.srv);
  const account = await sandboxAccount(ads, "Python SDK");
  const fi = await fundingInstrument(ads, account);
  const { lineItem } = await servingTree(ads, account, fi, c.user_id);
  const ran = await advance(ads, account, 6);
  // The hours it simulated, in the SDK's time format (whole seconds).
  const [start, end] = [ran.start_time, ran.end_time].map((t: string) => t.replace(".000Z", "Z"));
  const python = world.python("ads_client", () => Promise.reject(new Error("nothing to ask")));
  const r = await python.call("analytics", {
    app: { key: c.consumer_key, secret: c.consumer_secret },
    owner: { token: c.access_token, secret: c.access_token_secret },
    account_id: account,
    line_item_id: lineItem.id,
    start,
    end,
  });
  const direct = await ads.get(`stats/accounts/${account}`, {
    entity: "LINE_ITEM",
    entity_ids: lineItem.id,
    start_time: start,
    end_time: end,
    granularity: "HOUR",
    metric_groups: "ENGAGEMENT,BILLING",
    placement: "ALL_ON_SVC",
  });
  assert.equal(direct.status, 200, JSON.stringify(direct.body));
  assert.equal(r.account, account);
  assert.deepEqual(r.sync, direct.body.data, "the SDK's stats are the interface's");
  const impressions = (direct.body.data[0].id_data[0].metrics.impressions ?? []) as number[];
  assert.ok(
    impressions.some((n) => n > 0),
    `delivered: ${JSON.stringify(impressions)}`,
  );
  const refused = r.refused as { code: number; details: { parameter: string }[] };
  assert.equal(refused.code, 400);
  assert.equal(refused.details[0].parameter, "granularity");
  assert.deepEqual(r.job, { status: "SUCCESS", url: (r.job as { url: string }).url });
  assert.deepEqual(r.file, direct.body.data, "the job's file answers as the synchronous call");
  const active = r.active as { entity_id: string }[];
  assert.deepEqual(
    active.map((a) => a.entity_id),
    [lineItem.id],
  );
});
