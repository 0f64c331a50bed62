import https from "node:https";
import { gunzipSync } from "node:zlib";
import TwitterAdsAPI from "twitter-ads";
import { serveFlows } from "../support/clients-rpc";
import { until } from "../support/receiver";

/**
 * twitter-ads (the community Node client of the advertising interface), as published, at its
 * built-in sandbox address (ads-api-sandbox.twitter.com), with its documented `api_version` option
 * set to the version served (12). Its generic get/post/delete call the analytics interface; a job's
 * file is fetched from its url as any HTTP client would (the library has no call for it).
 */
type App = { key: string; secret: string };
type Owner = { token: string; secret: string };
type Params = Record<string, string | number | boolean | string[] | undefined>;
type Answer = { status: number; body: Record<string, unknown>; errors?: unknown[] };

function client(app: App, owner: Owner) {
  const t = new TwitterAdsAPI({
    consumer_key: app.key,
    consumer_secret: app.secret,
    access_token: owner.token,
    access_token_secret: owner.secret,
    sandbox: true,
    api_version: "12",
  });
  const call = (method: "get" | "post" | "delete", url: string, params: Params) =>
    new Promise<Answer>((resolve, reject) =>
      t[method](url, params, (err, resp, body) => {
        if (err && !err.allErrors?.length) return reject(err);
        resolve({ status: resp.statusCode, body, errors: err?.allErrors });
      }),
    );
  return call;
}

const data = (a: Answer) => a.body.data as Record<string, unknown>;

function download(url: string): Promise<{ type?: string; json: unknown }> {
  return new Promise((resolve, reject) =>
    https
      .get(url, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () =>
          resolve({
            type: res.headers["content-type"],
            json: JSON.parse(gunzipSync(Buffer.concat(parts)).toString("utf8")),
          }),
        );
      })
      .on("error", reject),
  );
}

serveFlows({
  async twitterAdsAnalytics({ app, owner }: { app: App; owner: Owner }) {
    const call = client(app, owner);
    const account = String(data(await call("post", "accounts", { name: "twitter-ads" })).id);
    const ids = { account_id: account };
    const fi = data(
      await call("post", "accounts/:account_id/funding_instruments", {
        ...ids,
        type: "CREDIT_LINE",
        currency: "USD",
        start_time: "2026-01-01T00:00:00Z",
        credit_limit_local_micro: 1_000_000_000,
      }),
    ).id;
    const campaign = data(
      await call("post", "accounts/:account_id/campaigns", {
        ...ids,
        funding_instrument_id: String(fi),
        name: "Reported",
        daily_budget_amount_local_micro: 5_000_000,
      }),
    ).id;
    const lineItem = data(
      await call("post", "accounts/:account_id/line_items", {
        ...ids,
        campaign_id: String(campaign),
        objective: "ENGAGEMENTS",
        product_type: "PROMOTED_POSTS",
        placements: ["ALL_ON_SVC"],
        start_time: "2027-01-01T00:00:00Z",
      }),
    ).id;
    const question = {
      entity: "LINE_ITEM",
      entity_ids: [String(lineItem)],
      start_time: "2026-11-01T07:00:00Z",
      end_time: "2026-11-03T08:00:00Z",
      granularity: "DAY",
      metric_groups: ["ENGAGEMENT", "BILLING"],
      placement: "ALL_ON_SVC",
    };
    const sync = await call("get", "stats/accounts/:account_id", { ...ids, ...question });
    const refused = await call("get", "stats/accounts/:account_id", {
      ...ids,
      ...question,
      granularity: "WEEK",
    });
    const queued = await call("post", "stats/jobs/accounts/:account_id", { ...ids, ...question });
    const jobId = String(data(queued).id);
    let job: Record<string, unknown> = {};
    await until(async () => {
      const list = await call("get", "stats/jobs/accounts/:account_id", { ...ids, job_ids: jobId });
      job = (list.body.data as Record<string, unknown>[])[0];
      return job.status === "SUCCESS" || job.status === "FAILED";
    });
    const file = await download(String(job.url));
    const cancelled = await call("delete", "stats/jobs/accounts/:account_id/:job_id", {
      ...ids,
      job_id: jobId,
    });
    const window = { start_time: question.start_time, end_time: question.end_time };
    const active = await call("get", "stats/accounts/:account_id/active_entities", {
      ...ids,
      entity: "CAMPAIGN",
      ...window,
    });
    const reach = await call("get", "stats/accounts/:account_id/reach/campaigns", {
      ...ids,
      campaign_ids: [String(campaign)],
      ...window,
    });
    return { lineItem, campaign, sync, refused, queued, job, file, cancelled, active, reach };
  },
});
