import assert from "node:assert/strict";
import crypto from "node:crypto";
import type { TestServer } from "./server";
import { signedHeader } from "./oauth1";
import { demoApp, insertWebhook } from "./webhook-rows";

/**
 * Rows and credentials for the event-product suites: webhooks are inserted directly (their
 * registration and CRC are another suite's subject), events are emitted as the platform does.
 */
const lib = async () => ({
  ...(await import("../../lib/db/client")),
  ...(await import("../../lib/db/schema")),
  ...(await import("../../lib/events/outbox")),
  ...(await import("../../lib/auth/oauth2/bearer")),
  ...(await import("../../lib/auth/oauth2/user-tokens")),
  drizzle: await import("drizzle-orm"),
});

export { otherApp, setValid } from "./webhook-rows";

export async function demoAppId(srv: TestServer): Promise<string> {
  return (await demoApp(srv)).id;
}

/** A webhook row at a URL nobody answers: these suites read targets, not deliveries. */
export async function webhookRow(appId: string, valid = true): Promise<string> {
  return insertWebhook(appId, `https://hooks.example/${crypto.randomUUID()}`, valid);
}

export async function bearerFor(appId: string): Promise<string> {
  return (await lib()).outstandingBearerToken(appId);
}

export async function userTokenFor(appId: string, userId: string, scopes: string[]) {
  const grant = { scopes, scope: scopes.join(" ") };
  const t = await (await lib()).issueTokens(appId, userId, grant, crypto.randomUUID());
  return t.access_token;
}

type Emit = Parameters<Awaited<ReturnType<typeof lib>>["emitEvent"]>[1];
export type EventRow = Awaited<ReturnType<typeof emitted>>;

/** Emits an event in its own transaction and reads back its outbox row. */
export async function emitted(event: Emit) {
  const { db, emitEvent, platformEvents, drizzle } = await lib();
  const id = await db().transaction((tx) => emitEvent(tx, event));
  const [row] = await db().select().from(platformEvents).where(drizzle.eq(platformEvents.id, id));
  return row;
}

/**
 * An outbox row written without the fan-out job: for targets() with side effects (a revocation ends
 * subscriptions), where the real fan-out running the same event first would race the test.
 */
export async function outboxOnly(event: Emit) {
  const { db, platformEvents, drizzle } = await lib();
  const id = crypto.randomUUID();
  await db()
    .insert(platformEvents)
    .values({
      id,
      kind: event.kind,
      user_id: event.userId,
      payload: event.payload,
      test: Boolean(event.test),
      app_id: event.test?.appId ?? null,
      occurred_at: new Date(),
    });
  const [row] = await db().select().from(platformEvents).where(drizzle.eq(platformEvents.id, id));
  return row;
}

/** What a product owes for an event: its targets, computed in a transaction like the fan-out's. */
export async function targetsOf(
  product: { targets: (e: EventRow, tx: never) => Promise<unknown[]> },
  event: EventRow,
) {
  const { db } = await lib();
  // The product's Tx type is the app's; a test transaction is the same object.
  return db().transaction((tx) => product.targets(event, tx as never)) as Promise<
    { webhookId: string; product: string; body: Record<string, unknown> }[]
  >;
}

/**
 * The fan-out's batch path: `targetsMany` over `events` in one transaction must answer, event by
 * event, exactly what `targets` answers for each alone (the fan-out uses either).
 */
export async function assertBatchMatches(
  product: {
    targets: (e: EventRow, tx: never) => Promise<unknown[]>;
    targetsMany?: (e: EventRow[], tx: never) => Promise<unknown[][]>;
  },
  events: EventRow[],
) {
  const { db } = await lib();
  assert.ok(product.targetsMany, "the product answers a batch with targetsMany");
  const batch = await db().transaction((tx) => product.targetsMany!(events, tx as never));
  const single = [];
  for (const e of events) single.push(await targetsOf(product, e));
  assert.deepEqual(batch, single);
  assert.ok(
    single.some((t) => t.length > 0),
    "the batch holds events with targets",
  );
}

/** A JSON call to the in-process app with a bearer token. */
export function caller(srv: TestServer, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await srv.fetch!(`${srv.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

/** An OAuth 1.0a user-context call with the demo user's token. */
export async function oauth1Call(srv: TestServer, method: string, path: string) {
  const c = srv.credentials;
  const url = `${srv.baseUrl}${path}`;
  const authorization = signedHeader(
    { key: c.consumer_key, secret: c.consumer_secret },
    { url, method },
    { key: c.access_token, secret: c.access_token_secret },
  );
  const res = await srv.fetch!(url, { method, headers: { authorization } });
  return { status: res.status, body: await res.json() };
}

export const user = (id: string, screen_name = `u${id}`) => ({
  id,
  screen_name,
  name: screen_name,
});
