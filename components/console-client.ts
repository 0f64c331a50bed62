import type { z } from "zod";
import type { PathParams } from "@/lib/auth/console-route-input";
import type { ConsoleRoutes } from "@/lib/platform/routes/console-api";
import { consoleRequest, type ApiPage } from "@/components/api";

/**
 * The console's typed client for /console-api, derived from the route declarations
 * (lib/platform/routes/console-api.ts): a call names its route by key ("METHOD path", as the
 * route list and the declaration spell it), and the key picks the path parameters, the query, the
 * body and the answer's type. A call to a route that is not declared, or with the wrong shape,
 * does not compile.
 */
type JsonRoute = Extract<ConsoleRoutes[number], { kind: "json" }>;
type RouteOf<K> = Extract<JsonRoute, { key: K }>;
type Answer<K> = NonNullable<RouteOf<K>["answer"]>;
type PathOf<K> = K extends `${string} ${infer P}` ? P : never;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ConsoleKey = JsonRoute["key"];
/** Routes answering one page of a list (`data` and `next_cursor`): read with consolePage. */
export type ConsolePageKey = {
  [K in ConsoleKey]: Answer<K> extends ApiPage<unknown> ? K : never;
}[ConsoleKey];
type PlainKey = Exclude<ConsoleKey, ConsolePageKey>;

export type ConsoleCall<K extends ConsoleKey> = (keyof PathParams<PathOf<K>> extends never
  ? { params?: undefined }
  : { params: PathParams<PathOf<K>> }) &
  (Input<RouteOf<K>["query"]> extends undefined
    ? { query?: undefined }
    : { query?: Input<RouteOf<K>["query"]> }) &
  (Input<RouteOf<K>["body"]> extends undefined
    ? { body?: undefined }
    : { body: Input<RouteOf<K>["body"]> });

/** The answer's `data` of a route, as the console reads it. */
export type ConsoleAnswer<K extends PlainKey> = Answer<K>;
/** One page of a list route: `data` and `next_cursor`. */
export type ConsolePageAnswer<K extends ConsolePageKey> = Answer<K>;

type Args<K extends ConsoleKey> =
  object extends ConsoleCall<K> ? [call?: ConsoleCall<K>] : [call: ConsoleCall<K>];

function address(key: string, call: { params?: object; query?: object } = {}) {
  const [method, pattern] = key.split(" ");
  const values: Record<string, unknown> = { ...call.params };
  const path = pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? "")),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  const search = query.toString();
  return { method, url: search ? `${path}?${search}` : path };
}

/** One call of a declared console route; resolves to its answer's `data`. */
export function consoleApi<K extends PlainKey>(key: K, ...[call]: Args<K>): Promise<Answer<K>> {
  const { method, url } = address(key, call);
  return consoleRequest<Answer<K>>(method, url, call?.body, "data");
}

/** One page of a declared list route: its `data` and the cursor of the next page. */
export function consolePage<K extends ConsolePageKey>(
  key: K,
  ...[call]: Args<K>
): Promise<Answer<K>> {
  const { method, url } = address(key, call);
  return consoleRequest<Answer<K>>(method, url, call?.body, "page");
}

type EventsKey = Extract<ConsoleRoutes[number], { kind: "events" }>["key"];

/** The address of a declared server-sent events route, for EventSource. */
export function consoleEventsUrl<K extends EventsKey>(
  key: K,
  call: { params: PathParams<PathOf<K>>; query?: Record<string, string | undefined> },
): string {
  return address(key, call).url;
}
