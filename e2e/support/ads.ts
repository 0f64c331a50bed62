import { signedHeader, type Keys } from "./oauth1";
import type { Fetch } from "./server";

/** A signed client for the advertising interface (OAuth 1.0a user context, via oauth-1.0a). */
export type AdsResponse = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field

/** One HTTP call with an Authorization value and an optional JSON body; the body parsed when it is JSON. */
export async function send(
  url: URL,
  method: string,
  authorization: string,
  json?: unknown,
  transport: Fetch = fetch,
): Promise<AdsResponse> {
  const headers: Record<string, string> = { authorization };
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await transport(url, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * How a client answers 429: a refused call changed nothing, so it waits for the time the answer names
 * (retry-after, else the x-rate-limit-reset / x-account-rate-limit-reset epoch second) and tries again,
 * at most `attempts` more times and never for longer than `maxWaitMs` per wait (past it the 429 is
 * returned as is). Suites share the run's server and the demo user's budgets, so one suite's traffic
 * must not fail another's test; tests of the limits themselves use NO_RETRY.
 */
export type RetryPolicy = { attempts: number; maxWaitMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, maxWaitMs: 65_000 };
export const NO_RETRY: RetryPolicy = { attempts: 0, maxWaitMs: 0 };

/** Milliseconds a 429 asks the client to wait, from its headers (a little past the reset). */
export function retryDelayMs(headers: Headers, now = Date.now()): number {
  const after = headers.get("retry-after");
  if (after !== null && /^\d+$/.test(after)) return Number(after) * 1000 + 250;
  const reset = headers.get("x-rate-limit-reset") ?? headers.get("x-account-rate-limit-reset");
  if (reset !== null && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now) + 250;
  return 1000;
}

export class AdsClient {
  constructor(
    readonly baseUrl: string,
    readonly consumer: Keys,
    readonly token: Keys,
    readonly base: "/ads" | "/ads-sandbox" = "/ads",
    readonly retry: RetryPolicy = DEFAULT_RETRY,
    /** fetch, or the in-process app's (e2e/support/in-process.ts). */
    readonly transport: Fetch = fetch,
  ) {}

  withBase(base: "/ads" | "/ads-sandbox"): AdsClient {
    return new AdsClient(this.baseUrl, this.consumer, this.token, base, this.retry, this.transport);
  }

  withRetry(retry: RetryPolicy): AdsClient {
    return new AdsClient(this.baseUrl, this.consumer, this.token, this.base, retry, this.transport);
  }

  /** Parameters go in the query string, as in the reference's examples; a 429 is retried (RetryPolicy). */
  async call(
    method: string,
    path: string,
    params: Record<string, string | number | boolean | undefined> = {},
    json?: unknown,
  ): Promise<AdsResponse> {
    return this.retried(() => this.callOnce(method, path, params, json));
  }

  /** One call made again while it answers 429, as the RetryPolicy allows (each try signed afresh). */
  protected async retried(once: () => Promise<AdsResponse>): Promise<AdsResponse> {
    for (let attempt = 0; ; attempt++) {
      const r = await once();
      if (r.status !== 429 || attempt >= this.retry.attempts) return r;
      const wait = retryDelayMs(r.headers);
      if (wait > this.retry.maxWaitMs) return r;
      await new Promise((res) => setTimeout(res, wait));
    }
  }

  /** One signed call (signed afresh: a retry needs a new nonce). */
  async callOnce(
    method: string,
    path: string,
    params: Record<string, string | number | boolean | undefined> = {},
    json?: unknown,
  ): Promise<AdsResponse> {
    const url = new URL(`${this.baseUrl}${this.base}/12/${path.replace(/^\//, "")}`);
    for (const [k, v] of Object.entries(params))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const data = Object.fromEntries(url.searchParams);
    const signUrl = `${url.origin}${url.pathname}`;
    return send(
      url,
      method,
      signedHeader(this.consumer, { url: signUrl, method, data }, this.token),
      json,
      this.transport,
    );
  }
  get(path: string, params?: Record<string, string | number | boolean | undefined>) {
    return this.call("GET", path, params);
  }
  post(
    path: string,
    params?: Record<string, string | number | boolean | undefined>,
    json?: unknown,
  ) {
    return this.call("POST", path, params, json);
  }
  put(path: string, params?: Record<string, string | number | boolean | undefined>) {
    return this.call("PUT", path, params);
  }
  delete(path: string, params?: Record<string, string | number | boolean | undefined>) {
    return this.call("DELETE", path, params);
  }
}
