import type { Operation } from "../ads-kernel/operation";

/**
 * An operation's declared example (lib/ads-kernel/example.ts) as the OpenAPI document shows it:
 * parameters as they travel (strings, lists comma-joined), and the whole request, its path under the
 * version with the example ids in place, its query string and JSON body (`x-request-example`, which the
 * reference page prints).
 */
export type RequestExample = { method: string; url: string; body?: unknown };

/** The example's parameters as a query string carries them. */
export function wireParams(op: Operation): Record<string, string> {
  return Object.fromEntries(
    Object.entries(op.example.params ?? {}).map(([k, v]) => [k, String(v)]),
  );
}

export function requestExample(op: Operation): RequestExample {
  const ids = op.example.path ?? {};
  const path = op.path.replace(/:([a-z_]+)/g, (_, name: string) =>
    encodeURIComponent(ids[name] ?? `:${name}`),
  );
  const query = new URLSearchParams(wireParams(op)).toString();
  const url = `/${op.version}${path}${query ? `?${query}` : ""}`;
  const body = op.example.body;
  return { method: op.method.toUpperCase(), url, ...(body === undefined ? {} : { body }) };
}
