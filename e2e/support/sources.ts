import { send, type AdsResponse } from "./ads";
import { signedHeader, type Keys } from "./oauth1";
import { basic, FORM } from "./oauth2";
import type { TestServer } from "./server";

/**
 * The event sources' suites (e2e/app/sources-*.test.ts): the outbox rows a change wrote, v2 calls
 * signed as a user (OAuth 1.0a) or with the app's bearer token. Call after the in-process server started.
 */
export type EventRowView = {
  kind: string;
  user_id: string | null;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- payloads are asserted field by field
  test: boolean;
  app_id: string | null;
  webhook_id: string | null;
};

/** The highest outbox seq so far: events after a mark are those of the change made since. */
export async function outboxMark(): Promise<number> {
  const { db } = await import("../../lib/db/client");
  const { platformEvents } = await import("../../lib/db/schema");
  const { sql } = await import("drizzle-orm");
  const [r] = await db()
    .select({ seq: sql<string>`coalesce(max(${platformEvents.seq}), 0)::text` })
    .from(platformEvents);
  return Number(r.seq);
}

export async function eventsSince(mark: number): Promise<EventRowView[]> {
  const { db } = await import("../../lib/db/client");
  const { platformEvents } = await import("../../lib/db/schema");
  const { asc, gt } = await import("drizzle-orm");
  const rows = await db()
    .select()
    .from(platformEvents)
    .where(gt(platformEvents.seq, mark))
    .orderBy(asc(platformEvents.seq));
  return rows.map((r) => ({
    kind: r.kind,
    user_id: r.user_id,
    payload: r.payload as EventRowView["payload"], // jsonb written by emitEvent as an object
    test: r.test,
    app_id: r.app_id,
    webhook_id: r.webhook_id,
  }));
}

/** A v2 call signed with OAuth 1.0a user context (JSON bodies are not part of the signature). */
export function userCall(srv: TestServer, consumer: Keys, token: Keys) {
  return (method: string, path: string, json?: unknown): Promise<AdsResponse> => {
    const url = `${srv.baseUrl}${path}`;
    return send(
      new URL(url),
      method,
      signedHeader(consumer, { url, method }, token),
      json,
      srv.fetch,
    );
  };
}

export const demoKeys = (srv: TestServer) => ({
  consumer: { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret },
  token: { key: srv.credentials.access_token, secret: srv.credentials.access_token_secret },
});

/** The demo app's app-only bearer token (POST /oauth2/token, client credentials). */
export async function demoBearer(srv: TestServer): Promise<string> {
  const { consumer } = demoKeys(srv);
  const res = await srv.fetch!(`${srv.baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { authorization: basic(consumer), "content-type": FORM },
    body: "grant_type=client_credentials",
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export function bearerCall(srv: TestServer, bearer: string) {
  return (method: string, path: string, json?: unknown): Promise<AdsResponse> =>
    send(new URL(`${srv.baseUrl}${path}`), method, `Bearer ${bearer}`, json, srv.fetch);
}

/** The payload of a real event parses with its kind's shape (lib/events/shapes.ts), as the generator's do. */
export async function assertShape(e: EventRowView): Promise<void> {
  const { PAYLOAD_SHAPES } = await import("../../lib/events/shapes");
  const { isEventKind } = await import("../../lib/events/kinds");
  if (!isEventKind(e.kind)) throw new Error(`unknown kind ${e.kind}`);
  const parsed = PAYLOAD_SHAPES[e.kind].safeParse(e.payload);
  if (!parsed.success) throw new Error(`${e.kind}: ${JSON.stringify(parsed.error.issues)}`);
}
