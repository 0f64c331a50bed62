import type { AdsRoute } from "@/lib/ads/api-types";
import { api, type ApiPage } from "@/components/api";
import type { AdAccount } from "./types";

/**
 * The console's typed client for the advertising interface, derived from its declarations
 * (lib/ads/api-types.ts): a call names its route by key, "METHOD /<version><path>" as the reference
 * and the route list write it, and the key picks the path ids, the parameters, the JSON body and
 * the answer's type. A call to a route that is not declared, or with the wrong shape, does not
 * compile. The account of the path (and the base: sandbox or production) is the call's account.
 */
export type AdsKey = AdsRoute["key"];
type RouteOf<K> = Extract<AdsRoute, { key: K }>;
export type AdsAnswer<K extends AdsKey> = RouteOf<K>["answer"];
/** Routes answering one page of a list (`data` and `next_cursor`). */
export type AdsListKey = Extract<AdsRoute, { list: true }>["key"];
/** One record of a list route's answer. */
export type ListRow<K extends AdsKey> = AdsAnswer<K> extends (infer Row)[] ? Row : never;

// Record<never, never> is "no required keys": a route whose parameters are all optional.
type None = Record<never, never>;
type Part<Name extends string, V> = [V] extends [undefined]
  ? { [N in Name]?: undefined }
  : None extends V
    ? { [N in Name]?: V }
    : { [N in Name]: V };

export type AdsCall<K extends AdsKey> = Part<"ids", RouteOf<K>["ids"]> &
  Part<"params", RouteOf<K>["params"]> &
  Part<"body", RouteOf<K>["body"]>;
export type AdsArgs<K extends AdsKey> =
  None extends AdsCall<K> ? [call?: AdsCall<K>] : [call: AdsCall<K>];

/** Whose call it is: the account of the path, or only the base for routes without one. */
export type AdsScope = Pick<AdAccount, "sandbox"> & { id?: string };

type Loose = { ids?: object; params?: unknown; body?: unknown };

/** The method and address of a call: the base by the account's kind, ids in the path, a GET's query. */
export function adsAddress(scope: AdsScope, key: string, call: Loose = {}) {
  const [method, pattern] = key.split(" ");
  const ids: Record<string, unknown> = { account_id: scope.id, ...call.ids };
  const path = pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (ids[name] === undefined) throw new Error(`${key}: no value for ${name}`);
    return encodeURIComponent(String(ids[name]));
  });
  const url = `${scope.sandbox ? "/ads-sandbox" : "/ads"}${path}`;
  if (method !== "GET" && method !== "DELETE") return { method, url };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.params ?? {}))
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  return { method, url: query.size ? `${url}?${query}` : url };
}

/**
 * A call of a declared route without the checks of its call's shape: the typed functions below,
 * the hooks (which take their types from their own arguments) and the few callers whose body was
 * checked by the route's own schema already (a form's) go through these.
 */
export function adsRequest<T>(scope: AdsScope, key: AdsKey, call: Loose = {}): Promise<T> {
  const { method, url } = adsAddress(scope, key, call);
  // Writes send their form parameters as a JSON object, or the route's own JSON body.
  const payload = call.body ?? call.params ?? {};
  if (method === "GET") return api.get<T>(url);
  if (method === "DELETE") return api.delete<T>(url);
  return method === "PUT" ? api.put<T>(url, payload) : api.post<T>(url, payload);
}

export async function adsRequestAll<T>(scope: AdsScope, key: AdsListKey, call: Loose = {}) {
  const params = { count: 1000, ...(call.params ?? {}) };
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 25; i++) {
    const { url } = adsAddress(scope, key, { ...call, params: { ...params, cursor } });
    const page = await api.page<T[]>(url);
    out.push(...page.data);
    cursor = page.next_cursor ?? undefined;
    if (!cursor) break;
  }
  return out;
}

/** One call of a declared route; resolves to its answer's `data`. */
export function adsApi<K extends AdsKey>(
  scope: AdsScope,
  key: K,
  ...[call]: AdsArgs<K>
): Promise<AdsAnswer<K>> {
  return adsRequest(scope, key, call);
}

/** One page of a declared list route: its `data` and the cursor of the next page. */
export function adsPage<K extends AdsListKey>(
  scope: AdsScope,
  key: K,
  ...[call]: AdsArgs<K>
): Promise<ApiPage<AdsAnswer<K>>> {
  return api.page<AdsAnswer<K>>(adsAddress(scope, key, call).url);
}

/** Every record of a list route: its pages followed to the end (selects, a campaign's line items). */
export function adsAll<K extends AdsListKey>(
  scope: AdsScope,
  key: K,
  ...[call]: AdsArgs<K>
): Promise<ListRow<K>[]> {
  return adsRequestAll<ListRow<K>>(scope, key, call);
}
