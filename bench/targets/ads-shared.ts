import type { DemoCredentials } from "../../e2e/support/server";
import type { AdsFixture } from "../ads-data";
import { request, type Target } from "../load";
import type { ProductEnv } from "../scenario";
import { signedAuthorization } from "../sign";

/** What the advertising bench targets share: the base path, OAuth 1.0a signing, envelopes, list targets. */
export const BASE = "/ads/12";

export const signed = (method: "GET" | "POST") => (url: string, c: DemoCredentials) => ({
  authorization: signedAuthorization(method, url, {
    consumerKey: c.consumer_key,
    consumerSecret: c.consumer_secret,
    token: c.access_token,
    tokenSecret: c.access_token_secret,
  }),
});

export type Envelope = { data?: unknown; next_cursor?: string | null; errors?: unknown };
export function parse(body: string): Envelope | null {
  try {
    return JSON.parse(body) as Envelope;
  } catch {
    return null;
  }
}

export const fixtureOf = (env: ProductEnv): AdsFixture => {
  if (!env.fixture) throw new Error("the advertising rows were not seeded");
  return env.fixture;
};

/** A signed GET of a campaign list page, checked for its length (and, given, the first campaign's name). */
export function listTarget(
  name: string,
  accountId: string,
  query: string,
  expect: { count: number; firstName?: string },
): Target {
  return {
    name,
    method: "GET",
    path: `${BASE}/accounts/${accountId}/campaigns?${query}`,
    headers: signed("GET"),
    check: (status, body) => {
      if (status !== 200) return "expected 200 (a 401 means the request signing is wrong)";
      const data = parse(body)?.data;
      if (!Array.isArray(data)) return "expected a JSON list";
      if (data.length !== expect.count)
        return `expected ${expect.count} campaigns, got ${data.length}`;
      const first = (data[0] as { name?: string } | undefined)?.name;
      return expect.firstName && first !== expect.firstName
        ? `expected the first campaign to be "${expect.firstName}", got "${first}"`
        : null;
    },
  };
}

export async function getJson(env: ProductEnv, target: Target): Promise<Envelope> {
  const res = await request(env.product.baseUrl, target, env.creds);
  const problem = target.check(res.status, res.body, env.creds);
  if (problem)
    throw new Error(`${target.name}: ${problem} (got ${res.status} ${res.body.slice(0, 500)})`);
  return parse(res.body)!;
}

/** 1. One campaign by id: the fixed cost of a signed advertising read, beside a baseline doing its SQL. */

export const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : "?");

/** The latency goal of the list and batch targets (docs/benchmarks.md). */
export const MAX_P99_MS = 100;
