import type { TestServer } from "./server";

/**
 * Webhooks as rows, for suites about delivery mechanics (retries, replay, crash recovery) and the
 * bench: they need states the API reaches only through a CRC round trip per step (a webhook flipped
 * invalid and back between two attempts, thousands of deliveries written at once), and their
 * receivers answer every request with the status under test, not a CRC. The path through the API
 * (POST /2/webhooks with a CRC, subscriptions, real changes) is e2e/app/events-flow.test.ts.
 * Import only after inProcessServer() (the configuration).
 */
export async function demoApp(srv: TestServer): Promise<{ id: string; secret: string }> {
  const { db } = await import("../../lib/db/client");
  const { apps } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [app] = await db()
    .select({ id: apps.id })
    .from(apps)
    .where(eq(apps.consumerKey, srv.credentials.consumer_key));
  return { id: app.id, secret: srv.credentials.consumer_secret };
}

/** Another app of the demo user (through the apps service), for checks across apps. */
export async function otherApp(srv: TestServer): Promise<string> {
  const { createApp } = await import("../../lib/auth/apps/service");
  const { appCreateSchema } = await import("../../lib/auth/apps/schema");
  const input = appCreateSchema.parse({
    name: `other ${Date.now()}`,
    description: "another app",
    website: "https://other.example",
    callback_urls: [],
    access_level: "read",
    sign_in_with: false,
  });
  // Enterprise, like the demo app: tier refusals are usage.test.ts's subject, not these suites'.
  return (await createApp(srv.credentials.user_id, input, { tier: "enterprise" })).id;
}

export async function insertWebhook(appId: string, url: string, valid = true): Promise<string> {
  const { db } = await import("../../lib/db/client");
  const { webhooks } = await import("../../lib/db/schema");
  const { newId } = await import("../../lib/crypto/tokens");
  const id = newId();
  const now = new Date();
  await db()
    .insert(webhooks)
    .values({
      id,
      app_id: appId,
      url,
      valid,
      // A valid webhook was validated: the periodic CRC leaves it alone during a test.
      validated_at: valid ? now : null,
      created_at: now,
      updated_at: now,
    });
  return id;
}

export async function setValid(webhookId: string, valid: boolean): Promise<void> {
  const { db } = await import("../../lib/db/client");
  const { webhooks } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  await db().update(webhooks).set({ valid }).where(eq(webhooks.id, webhookId));
}

/** A generator test event sent straight to one webhook of its app (the direct test product). */
export async function sendTestEvent(
  appId: string,
  webhookId: string,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const { db } = await import("../../lib/db/client");
  const { emitEvent } = await import("../../lib/events/outbox");
  return db().transaction((tx) =>
    emitEvent(tx, { kind: "follow.follow", userId: null, payload, test: { appId, webhookId } }),
  );
}
