import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoApp, insertWebhook } from "../support/webhook-rows";
import { startReceiver, until } from "../support/receiver";

/**
 * Background work has connections of its own on PostgreSQL (lib/db/client.ts workDb): with every
 * connection of the request pool taken (a burst of requests), an event written by another client is
 * still fanned out and delivered. PGlite has one connection for everything: nothing to test there.
 */
const pg = process.env.DATABASE_URL;
let server: TestServer;
const receivers: { close: () => Promise<void> }[] = [];

before(async () => {
  server = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: "0.5" },
  });
});
after(async () => {
  for (const r of receivers) await r.close();
  await server.stop();
});

test(
  "with every request connection busy, an event is still fanned out and delivered",
  { skip: !pg && "needs PostgreSQL (DATABASE_URL)" },
  async () => {
    const app = await demoApp(server);
    const r = await startReceiver();
    receivers.push(r);
    const hook = await insertWebhook(app.id, r.url);
    const { db } = await import("../../lib/db/client");
    const { config } = await import("../../lib/config/env");
    const { emitEvent } = await import("../../lib/events/outbox");
    const { default: pgLib } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // Every request connection held in an open transaction until the delivery has arrived.
    let release!: () => void;
    const released = new Promise<void>((res) => (release = res));
    let held = 0;
    const holders = Array.from({ length: config().pgPoolSize }, () =>
      db().transaction(async () => {
        held++;
        await released;
      }),
    );
    await until(() => held === config().pgPoolSize);
    // The change that emits the event comes from another client (another process, say).
    const client = new pgLib.Client({ connectionString: config().databaseUrl });
    await client.connect();
    try {
      const eventId = await drizzle(client).transaction((tx) =>
        // A handle without the schema: the same transaction object, typed without its tables.
        emitEvent(tx as never, {
          kind: "follow.follow",
          userId: null,
          payload: { source: { id: "1" } },
          test: { appId: app.id, webhookId: hook },
        }),
      );
      await until(() => r.got.length >= 1);
      assert.equal(r.got[0].headers["x-svc-event-id"], eventId);
    } finally {
      release();
      await Promise.all(holders);
      await client.end();
    }
  },
);
