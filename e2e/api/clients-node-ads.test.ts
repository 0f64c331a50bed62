import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startClientsWorld, type ClientsWorld } from "../support/clients-harness";
import type { ClientProcess } from "../support/clients-rpc";

/**
 * twitter-ads (the community Node client of the advertising interface; the official Python ads SDK
 * cannot be installed here), unmodified, at its built-in sandbox address: the analytics calls, from a
 * line item it made itself to a job's gzip file. The flow runs in e2e/clients/node-ads.ts.
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
