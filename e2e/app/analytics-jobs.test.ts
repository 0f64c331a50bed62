import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { expectError, type AnyRecord, type Params } from "../support/ads-helpers";
import { until } from "../support/receiver";
import { useTestClock } from "../support/clock";
import {
  hourFacts,
  segmentDayFacts,
  writeHourFacts,
  writeSegmentFacts,
  type FactTarget,
} from "../support/analytics-facts";
import { analyticsWorld, HOUR, iso } from "../support/analytics-world";

/**
 * The asynchronous analytics jobs (FACTS): a job runs on the job engine (analytics.stats), its answer
 * is the synchronous rule's over up to 90 days (45 segmented, from the segment facts), gzip-compressed
 * at its url until expires_at; at most 100 open per account; cancelled by DELETE.
 */
const clock = useTestClock();
let li: string, target: FactTarget;
// Midnight of 1 October 2026 in Los Angeles (the sandbox account's zone).
const START = Date.parse("2026-10-01T07:00:00Z");
// The first ten days of October, on the account's calendar, with segment facts.
const DAYS = Array.from({ length: 10 }, (_, d) => `2026-10-${String(d + 1).padStart(2, "0")}`);
// Age groups, and the two values that are no targeting value: each segment's name is in words.
const AGES: Record<string, string> = {
  AGE_13_TO_24: "13 to 24",
  AGE_25_TO_34: "25 to 34",
  AGE_35_TO_54: "35 to 54",
  OTHER: "Others",
  UNKNOWN: "Unknown",
};

const w = analyticsWorld(async () => {
  const camp = await w.campaign();
  li = await w.lineItem(camp);
  target = w.target(camp, li, "9000000000000000002", "ALL_ON_SVC");
  await writeHourFacts(hourFacts(target, START, 60 * 24));
  await writeSegmentFacts(segmentDayFacts(target, DAYS, "AGE", Object.keys(AGES)));
});

const path = () => `stats/jobs/accounts/${w.account}`;
const question = (extra: Params = {}): Params => ({
  entity: "LINE_ITEM",
  entity_ids: li,
  granularity: "DAY",
  metric_groups: "ENGAGEMENT,BILLING",
  placement: "ALL_ON_SVC",
  start_time: iso(START),
  end_time: iso(START + 30 * 24 * HOUR),
  ...extra,
});

async function done(id: string): Promise<AnyRecord> {
  let job: AnyRecord = {};
  await until(async () => {
    job = (await w.ads.get(path(), { job_ids: id })).body.data[0];
    return job.status === "SUCCESS" || job.status === "FAILED";
  });
  return job;
}

async function file(url: string) {
  const r = await (w.srv.fetch ?? fetch)(url);
  return { status: r.status, type: r.headers.get("content-type"), bytes: await r.arrayBuffer() };
}

describe("asynchronous jobs", () => {
  test("a job of 30 days: QUEUED, then SUCCESS with a gzip file that answers as the synchronous call over its range", async () => {
    const r = await w.ads.post(path(), question());
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const created = r.body.data;
    assert.equal(created.status, "QUEUED");
    assert.equal(created.url, null);
    assert.equal(created.id_str, created.id);
    assert.deepEqual(created.entity_ids, [li]);
    const job = await done(created.id);
    assert.equal(job.status, "SUCCESS", JSON.stringify(job));
    assert.ok(job.url.startsWith(`${w.srv.baseUrl}/media/analytics/`), job.url);
    const f = await file(job.url);
    assert.equal(f.status, 200);
    assert.equal(f.type, "application/gzip");
    const answer = JSON.parse(gunzipSync(Buffer.from(f.bytes)).toString("utf8"));
    assert.equal(answer.data_type, "stats");
    assert.equal(answer.time_series_length, 30);
    // The first seven days, asked synchronously, are the file's first seven.
    const week = await w.ads.get(`stats/accounts/${w.account}`, {
      ...question({ end_time: iso(START + 7 * 24 * HOUR) }),
    });
    const inFile = answer.data[0].id_data[0].metrics;
    const sync = week.body.data[0].id_data[0].metrics;
    for (const m of ["impressions", "billed_charge_local_micro"])
      assert.deepEqual(inFile[m].slice(0, 7), sync[m], m);
  });

  test("segmented by AGE: one id_data entry per segment, named in words, each day's sums from the segment facts", async () => {
    const r = await w.ads.post(
      path(),
      question({ segmentation_type: "AGE", end_time: iso(START + 10 * 24 * HOUR) }),
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const job = await done(r.body.data.id);
    assert.equal(job.status, "SUCCESS", JSON.stringify(job));
    assert.equal(job.segmentation_type, "AGE");
    const answer = JSON.parse(gunzipSync(Buffer.from((await file(job.url)).bytes)).toString());
    const entries = answer.data[0].id_data;
    assert.equal(entries.length, Object.keys(AGES).length);
    assert.deepEqual(
      Object.fromEntries(
        entries.map((e: AnyRecord) => [e.segment.segment_value, e.segment.segment_name]),
      ),
      AGES,
    );
    for (const e of entries) {
      const want = segmentDayFacts(target, DAYS, "AGE", [e.segment.segment_value]);
      assert.deepEqual(
        e.metrics.impressions,
        want.map((f) => f.impressions),
      );
    }
  });

  test("DELETE cancels: answered CANCELLED, its file gone, no longer listed; a second DELETE is 404", async () => {
    const job = await done((await w.ads.post(path(), question())).body.data.id);
    const r = await w.ads.delete(`${path()}/${job.id}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.status, "CANCELLED");
    assert.equal((await file(job.url)).status, 404);
    assert.deepEqual((await w.ads.get(path(), { job_ids: job.id })).body.data, []);
    expectError(await w.ads.delete(`${path()}/${job.id}`), 404, "NOT_FOUND");
  });

  test("expired: the url answers 404 from expires_at, the job is no longer listed, the sweep deletes both", async () => {
    const job = await done((await w.ads.post(path(), question())).body.data.id);
    clock.set(Date.parse(job.expires_at) + 1000);
    try {
      assert.equal((await file(job.url)).status, 404);
      assert.deepEqual((await w.ads.get(path(), { job_ids: job.id })).body.data, []);
      const { sweepExpiredJobs } = await import("../../lib/ads/analytics/job-expiry");
      assert.ok((await sweepExpiredJobs()) >= 1);
    } finally {
      clock.set(Date.now());
    }
  });
});

describe("job rules", () => {
  const cases: [string, Params, string][] = [
    ["end_time", { granularity: "HOUR", end_time: iso(START + 91 * 24 * HOUR) }, "90 days"],
    ["end_time", { segmentation_type: "AGE", end_time: iso(START + 46 * 24 * HOUR) }, "45 days"],
    ["granularity", { segmentation_type: "AGE", granularity: "HOUR" }, "DAY or TOTAL"],
    [
      "start_time",
      { segmentation_type: "AGE", granularity: "TOTAL", start_time: iso(START + HOUR) },
      "midnight",
    ],
    ["segmentation_type", { segmentation_type: "HOBBIES" }, "AGE"],
    ["entity_ids", { entity_ids: "1" }, "No LINE_ITEM"],
  ];
  for (const [param, params, says] of cases)
    test(`${param}: ${JSON.stringify(params).slice(0, 70)}`, async () => {
      const e = expectError(
        await w.ads.post(path(), question(params)),
        400,
        "INVALID_PARAMETER",
        param,
      );
      assert.ok(e.message.includes(says), e.message);
    });

  test("at most 100 jobs queued or processing per account: the 101st is refused, nothing created", async () => {
    const { db } = await import("../../lib/db/client");
    const { adsStatsJobs } = await import("../../lib/db/schema");
    const other = (await w.ads.post("accounts", { name: "Jobs limit" })).body.data.id;
    const at = new Date();
    const row = (i: number) => ({
      id: `77${i}`,
      account_id: other,
      status: i % 2 ? "QUEUED" : "PROCESSING",
      entity: "ACCOUNT",
      entity_ids: [other],
      start_time: at,
      end_time: at,
      granularity: "TOTAL",
      metric_groups: ["ENGAGEMENT"],
      placement: "ALL_ON_SVC",
      expires_at: new Date(at.getTime() + 86_400_000),
      created_at: at,
      updated_at: at,
    });
    await db()
      .insert(adsStatsJobs)
      .values(Array.from({ length: 100 }, (_, i) => row(i)));
    const ask = { entity: "ACCOUNT", entity_ids: other, metric_groups: "ENGAGEMENT" };
    const e = expectError(
      await w.ads.post(`stats/jobs/accounts/${other}`, question(ask)),
      400,
      "TOO_MANY_JOBS",
    );
    assert.ok(e.message.includes("100"), e.message);
    assert.equal((await w.ads.get(`stats/jobs/accounts/${other}`)).body.data.length, 100);
  });
});
