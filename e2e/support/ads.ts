import { signedHeader, type Keys } from "./oauth1";

/** A signed client for the advertising interface (OAuth 1.0a user context, via oauth-1.0a). */
export type AdsResponse = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field

/** One HTTP call with an Authorization value and an optional JSON body; the body parsed when it is JSON. */
export async function send(
  url: URL,
  method: string,
  authorization: string,
  json?: unknown,
): Promise<AdsResponse> {
  const headers: Record<string, string> = { authorization };
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
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

export class AdsClient {
  constructor(
    readonly baseUrl: string,
    readonly consumer: Keys,
    readonly token: Keys,
    readonly base: "/ads" | "/ads-sandbox" = "/ads",
  ) {}

  withBase(base: "/ads" | "/ads-sandbox"): AdsClient {
    return new AdsClient(this.baseUrl, this.consumer, this.token, base);
  }

  /** Parameters go in the query string, as in the reference's examples. */
  async call(
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
