import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startServer, type TestServer } from "../support/server";
import { AdsClient } from "../support/ads";

/** Rate limits of the advertising interface, on a server with small limits so they can be reached. */
let srv: TestServer;
let ads: AdsClient;

before(async () => {
  srv = await startServer({
    env: {
      ADS_READ_LIMIT_PER_15_MIN: "3",
      ADS_TOTAL_COUNT_LIMIT_PER_15_MIN: "1",
      ADS_WRITE_LIMIT_PER_MIN: "2",
    },
  });
  const c = srv.credentials;
  ads = new AdsClient(
    srv.baseUrl,
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
  );
});
after(() => srv?.stop());

/**
 * Limits count in fixed windows aligned to the clock (15 minutes for reads, one minute for writes): a test
 * that crossed a window's end would see its count start again. Begins clear of the next edge instead.
 */
async function awayFromWindowEdge(windowSeconds: number, marginSeconds: number): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((r) => setTimeout(r, (left + 0.5) * 1000));
}

test("reads past the per-token limit answer 429 TOO_MANY_REQUESTS with retry-after and the reset time", async () => {
  const path = `accounts/${srv.credentials.account_id}/campaigns`;
  await awayFromWindowEdge(900, 30);
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
  assert.ok(Number(limited.headers.get("x-rate-limit-reset")) * 1000 > Date.now());
});

test("writes have their own per-minute budget", async () => {
  const path = `accounts/${srv.credentials.account_id}`;
  await awayFromWindowEdge(60, 10);
  assert.equal((await ads.put(path, { name: "Demo Advertiser" })).status, 200);
  assert.equal((await ads.put(path, { name: "Demo Advertiser" })).status, 200);
  const limited = await ads.put(path, { name: "Changed" });
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get("x-rate-limit-limit"), "2");
});
