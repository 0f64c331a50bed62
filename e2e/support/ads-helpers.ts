import assert from "node:assert/strict";
import http from "node:http";
import { AdsClient, DEFAULT_RETRY, type AdsResponse } from "./ads";
import { fullFlow } from "./flows";
import { signedHeader } from "./oauth1";
import { sharedServer, type TestServer } from "./server";

/**
 * Shared helpers of the advertising-interface suites (ads-*.test.ts): clients, fresh sandbox accounts,
 * batches, snapshots for "nothing changed" checks and error assertions.
 */
export type Params = Record<string, string | number | boolean | undefined>;
type Base = "/ads" | "/ads-sandbox";
export type Op = {
  operation_type: "Create" | "Update" | "Delete" | string;
  params: Record<string, unknown>;
};

/** AdsClient with the raw-wire helpers some suites need (a 429 is retried by AdsClient itself). */
export class Ads extends AdsClient {
  override withBase(base: Base): Ads {
    return new Ads(this.baseUrl, this.consumer, this.token, base, this.retry, this.transport);
  }
  /** Header names exactly as sent on the wire (fetch lowercases them), for a signed GET. */
  wireHeaderNames(path: string): Promise<string[]> {
    const url = `${this.baseUrl}${this.base}/12/${path}`;
    const authorization = signedHeader(this.consumer, { url, method: "GET", data: {} }, this.token);
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers: { authorization } }, (res) => {
          res.resume();
          resolve(res.rawHeaders.filter((_, i) => i % 2 === 0));
        })
        .on("error", reject);
    });
  }
  /** A signed call with a body of one's choosing (e.g. a form body where JSON is expected); a 429 is retried. */
  rawBody(method: string, path: string, body: string, contentType: string): Promise<AdsResponse> {
    return this.retried(() => this.rawBodyOnce(method, path, body, contentType));
  }
  private async rawBodyOnce(
    method: string,
    path: string,
    body: string,
    contentType: string,
  ): Promise<AdsResponse> {
    const url = `${this.baseUrl}${this.base}/12/${path}`;
    const data = contentType.startsWith("application/x-www-form-urlencoded")
      ? Object.fromEntries(new URLSearchParams(body))
      : {};
    const res = await this.transport(url, {
      method,
      headers: {
        authorization: signedHeader(this.consumer, { url, method, data }, this.token),
        "content-type": contentType,
      },
      body,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
}

/** The demo user (ACCOUNT_ADMIN of the production demo account) through the given base. */
export function demoClient(srv: TestServer, base: Base = "/ads-sandbox"): Ads {
  const c = srv.credentials;
  return new Ads(
    srv.baseUrl,
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
    base,
    DEFAULT_RETRY,
    srv.fetch,
  );
}

/**
 * Another seeded user's read-write token on the demo app. Only "analyst" is used: asking for another
 * user's token at another access level would replace the token a concurrent suite holds.
 */
export async function analystClient(
  srv: TestServer,
  base: Base = "/ads-sandbox",
): Promise<{ ads: Ads; userId: string }> {
  const u = srv.credentials.users.find((x) => x.screen_name === "analyst")!;
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const t = await fullFlow(srv.baseUrl, consumer, u, "https://demo-app.example/callback");
  return {
    ads: new Ads(srv.baseUrl, consumer, { key: t.oauth_token, secret: t.oauth_token_secret }, base),
    userId: u.user_id,
  };
}

export { bearerCall, demoOAuth2Tokens } from "./ads-tokens";

/** A hand-made cursor: base64url JSON, as the interface encodes its own. */
export const forgedCursor = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString("base64url");

let seq = 0;
export const uniq = (prefix: string) => `${prefix} ${process.pid}-${++seq}`;

/** A fresh sandbox account of the caller (ACCOUNT_ADMIN), so suites never disturb each other. */
export async function sandboxAccount(ads: Ads, name = uniq("Suite")): Promise<string> {
  const r = await ads.withBase("/ads-sandbox").post("accounts", { name });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id;
}

export async function fundingInstrument(
  ads: Ads,
  account: string,
  extra: Params = {},
): Promise<string> {
  const type = extra.type ?? "CREDIT_LINE";
  const credit =
    type === "CREDIT_LINE" || type === "AGENCY_CREDIT_LINE"
      ? { credit_limit_local_micro: 10_000_000_000 }
      : {};
  const params = { type, currency: "USD", start_time: "2026-01-01T00:00:00Z", ...credit, ...extra };
  const r = await ads.post(`accounts/${account}/funding_instruments`, params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id;
}

/**
 * The usual start of a suite: the run's shared server (or the in-process app: pass inProcessServer),
 * the demo user, a fresh sandbox account with a funding instrument.
 */
export async function sandboxSuite(server: () => Promise<TestServer> = sharedServer): Promise<{
  srv: TestServer;
  ads: Ads;
  account: string;
  fi: string;
}> {
  const srv = await server();
  const ads = demoClient(srv);
  const account = await sandboxAccount(ads);
  return { srv, ads, account, fi: await fundingInstrument(ads, account) };
}

/** The account suites' start: the demo user through both bases, and a fresh sandbox account. */
export async function accountSuite() {
  const srv = await sharedServer();
  const sandbox = demoClient(srv, "/ads-sandbox");
  const name = uniq("Acct");
  return {
    srv,
    sandbox,
    prod: demoClient(srv, "/ads"),
    name,
    account: await sandboxAccount(sandbox, name),
  };
}

/** The ids of a list answer, in order. */
export const idsOf = (r: { body: { data: { id: string }[] } }) => r.body.data.map((a) => a.id);

/** Records as the tests read them: asserted field by field, so each field's type is the assertion's business. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecord = Record<string, any>;

export async function campaign(
  ads: Ads,
  account: string,
  fi: string,
  extra: Params = {},
): Promise<AnyRecord> {
  const r = await ads.post(`accounts/${account}/campaigns`, {
    funding_instrument_id: fi,
    name: uniq("Campaign"),
    daily_budget_amount_local_micro: 5_000_000,
    ...extra,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

export function batch(
  ads: Ads,
  account: string,
  resource: "campaigns" | "line_items",
  ops: Op[],
): Promise<AdsResponse> {
  return ads.post(`batch/accounts/${account}/${resource}`, {}, ops);
}

/** Runs Create operations in batches of at most 40 (the limit); returns the created records in order. */
export async function createMany(
  ads: Ads,
  account: string,
  resource: "campaigns" | "line_items",
  params: Record<string, unknown>[],
): Promise<AnyRecord[]> {
  const out = [];
  for (let i = 0; i < params.length; i += 40) {
    const r = await batch(
      ads,
      account,
      resource,
      params.slice(i, i + 40).map((p) => ({ operation_type: "Create", params: p })),
    );
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 2000));
    out.push(...r.body.data);
  }
  return out;
}

/** Campaign parameters for a batch or a call, funded by `fi`. */
export const campaignParams = (fi: string, name: string, extra: Record<string, unknown> = {}) => ({
  funding_instrument_id: fi,
  name,
  daily_budget_amount_local_micro: 1_000_000,
  ...extra,
});

export const FUTURE = "2027-01-01T00:00:00Z";
/** Line item parameters that pass every rule (WEBSITE_CLICKS on PROMOTED_POSTS, everywhere). */
export const lineItemParams = (
  campaignId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  campaign_id: campaignId,
  name: uniq("Line"),
  objective: "WEBSITE_CLICKS",
  product_type: "PROMOTED_POSTS",
  placements: "ALL_ON_SVC",
  start_time: FUTURE,
  ...extra,
});

/** Everything a list holds (drafts included for campaigns), for "nothing changed" comparisons. */
export async function snapshot(ads: Ads, account: string, resource: string, extra: Params = {}) {
  const r = await ads.get(`accounts/${account}/${resource}`, {
    with_total_count: true,
    count: 1000,
    ...(resource === "campaigns" ? { with_draft: true } : {}),
    ...extra,
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const rows = r.body.data as { id: string; name: string; updated_at: string }[];
  return {
    total: r.body.total_count as number,
    rows: rows
      .map((x) => ({ id: x.id, name: x.name, updated_at: x.updated_at }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** Asserts an error answer and returns the matching error item (status, code and, when given, parameter). */
export function expectError(r: AdsResponse, status: number, code: string, parameter?: string) {
  assert.equal(r.status, status, JSON.stringify(r.body));
  assert.ok(Array.isArray(r.body?.errors) && r.body.errors.length > 0, JSON.stringify(r.body));
  const item = r.body.errors.find(
    (e: { code: string; parameter?: string }) =>
      e.code === code && (parameter === undefined || e.parameter === parameter),
  );
  assert.ok(
    item,
    `expected ${code}${parameter ? ` on ${parameter}` : ""}: ${JSON.stringify(r.body.errors)}`,
  );
  assert.equal(typeof item.message, "string");
  assert.ok(item.message.length > 5, item.message);
  return item as { code: string; message: string; parameter?: string };
}

/** A window of whole hours around now, for account_history. */
export function hourWindow() {
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  return {
    start_time: new Date(hour - 3_600_000).toISOString(),
    end_time: new Date(hour + 2 * 3_600_000).toISOString(),
  };
}

/** Follows next_cursor to the end; returns every page. */
export async function pages(
  ads: Ads,
  path: string,
  params: Params,
): Promise<{ id: string; name: string }[][]> {
  const out = [];
  let cursor: string | undefined;
  do {
    const r = await ads.get(path, { ...params, cursor });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    out.push(r.body.data);
    cursor = r.body.next_cursor ?? undefined;
  } while (cursor);
  return out;
}
