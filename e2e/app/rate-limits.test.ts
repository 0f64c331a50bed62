import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { AdsClient, NO_RETRY, retryDelayMs } from "../support/ads";
import { useTestClock, windowStart } from "../support/clock";

/**
 * Rate limits of the advertising interface, in process with small limits so they can be reached.
 * Limits count in fixed windows aligned to the clock (15 minutes for reads, one minute for writes):
 * each test puts the product's clock where its window starts (or ends) instead of waiting for it.
 */
let srv: TestServer;
let ads: AdsClient;
const clock = useTestClock();

before(async () => {
  srv = await inProcessServer({
    env: {
      ADS_READ_LIMIT_PER_15_MIN: "3",
      ADS_TOTAL_COUNT_LIMIT_PER_15_MIN: "1",
      ADS_WRITE_LIMIT_PER_MIN: "2",
      ADS_STATS_LIMIT_PER_15_MIN: "2",
    },
  });
  const c = srv.credentials;
  ads = new AdsClient(
    srv.baseUrl,
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
    "/ads",
    NO_RETRY,
    srv.fetch,
  );
});
after(() => srv?.stop());

/** Moves the clock on to the start of the next window of `windowSeconds`: nothing counted there yet. */
function nextWindow(windowSeconds: number): number {
  const start = windowStart(clock.nowMs(), windowSeconds) + windowSeconds * 1000;
  clock.set(start);
  return start;
}

test("reads past the per-token limit answer 429 TOO_MANY_REQUESTS with retry-after and the reset time", async () => {
  const path = `accounts/${srv.credentials.account_id}/campaigns`;
  const start = nextWindow(900);
  const seen: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await ads.get(path);
    assert.equal(r.status, 200);
    seen.push(Number(r.headers.get("x-rate-limit-remaining")));
    assert.ok(r.headers.get("x-account-rate-limit-limit"), "GETs carry the per-account headers");
  }
  assert.deepEqual(seen, [2, 1, 0]);
  const limited = await ads.get(path);
  assert.equal(limited.status, 429);
  assert.equal(limited.body.errors[0].code, "TOO_MANY_REQUESTS");
  assert.ok(Number(limited.headers.get("retry-after")) >= 1);
  assert.equal(limited.headers.get("x-rate-limit-remaining"), "0");
  const reset = Number(limited.headers.get("x-rate-limit-reset"));
  assert.ok(reset * 1000 > clock.nowMs());
  assert.equal(reset * 1000, start + 900_000, "the reset is the window's end");
});

test("writes have their own per-minute budget", async () => {
  const path = `accounts/${srv.credentials.account_id}`;
  nextWindow(60);
  assert.equal((await ads.put(path, { name: "Demo Advertiser" })).status, 200);
  assert.equal((await ads.put(path, { name: "Demo Advertiser" })).status, 200);
  const limited = await ads.put(path, { name: "Changed" });
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get("x-rate-limit-limit"), "2");
});

test("the suites' client waits out a 429 for the time it names and tries again; past its bound it returns the 429", async () => {
  // Runs after the test above: this minute's write budget (2) is spent, so the next write is refused.
  // Five seconds before the minute ends, so the client's wait for it is short.
  clock.set(windowStart(clock.nowMs(), 60) + 55_000);
  const path = `accounts/${srv.credentials.account_id}`;
  const refused = await ads.put(path, { name: "Demo Advertiser" });
  assert.equal(refused.status, 429);
  const wait = retryDelayMs(refused.headers);
  assert.ok(wait > 1000 && wait <= 61_250, `waits until the window's end: ${wait} ms`);
  const impatient = ads.withRetry({ attempts: 3, maxWaitMs: 500 });
  const started = Date.now();
  assert.equal((await impatient.put(path, { name: "Demo Advertiser" })).status, 429);
  assert.ok(Date.now() - started < 500, "a wait past the bound is not taken");
  const patient = ads.withRetry({ attempts: 2, maxWaitMs: 65_000 });
  const r = await patient.put(path, { name: "Demo Advertiser" });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.ok(Date.now() - started >= wait - 1500, "it waited for the window to reset");
});

test("an audience estimate changes nothing: it spends the read budget, not the write one", async () => {
  // In a read window of its own (the first test spent its reads), with this minute's writes spent.
  nextWindow(900);
  const account = `accounts/${srv.credentials.account_id}`;
  for (let i = 0; i < 2; i++)
    assert.equal((await ads.put(account, { name: "Demo Advertiser" })).status, 200);
  assert.equal((await ads.put(account, { name: "Demo Advertiser" })).status, 429);
  const r = await ads.post(`accounts/${srv.credentials.account_id}/audience_estimate`, {}, [
    { targeting_type: "LOCATION", targeting_value: "US" },
  ]);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.headers.get("x-rate-limit-limit"), "3", "the read limit (writes: 2)");
  assert.equal(r.headers.get("x-rate-limit-remaining"), "2", "one read of three spent");
});

test("synchronous stats have their own budget per token (250 per 15 minutes by default), apart from reads", async () => {
  nextWindow(900);
  const account = srv.credentials.account_id;
  const params = {
    entity: "ACCOUNT",
    entity_ids: account,
    start_time: "2026-11-01T07:00:00Z",
    end_time: "2026-11-01T08:00:00Z",
    granularity: "HOUR",
    metric_groups: "ENGAGEMENT",
    placement: "ALL_ON_SVC",
  };
  for (let i = 0; i < 2; i++) {
    const r = await ads.get(`stats/accounts/${account}`, params);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.headers.get("x-rate-limit-limit"), "2");
  }
  const limited = await ads.get(`stats/accounts/${account}`, params);
  assert.equal(limited.status, 429);
  assert.equal(limited.body.errors[0].code, "TOO_MANY_REQUESTS");
  assert.ok(Number(limited.headers.get("retry-after")) >= 1);
  const read = await ads.get(`accounts/${account}/campaigns`);
  assert.equal(read.status, 200, "the read budget is untouched");
  assert.equal(read.headers.get("x-rate-limit-remaining"), "2");
});

test("without retry-after the client waits until x-rate-limit-reset", () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 10);
  const reset = String(Date.UTC(2026, 0, 1, 0, 1) / 1000);
  assert.equal(retryDelayMs(new Headers({ "x-rate-limit-reset": reset }), now), 50_250);
  assert.equal(retryDelayMs(new Headers({ "retry-after": "7" }), now), 7_250);
});
