import type { TestServer } from "./server";
import { fullFlow } from "./flows";
import { userCall, bearerCall } from "./sources";
import { consoleFetch, consoleSessionFor } from "./console-session";

/**
 * Usage suites (e2e/app/usage*.test.ts): an app of the demo user on a chosen tier, with a signed
 * caller per seeded user and its bearer token; the app's cycle row set to a state near a cap; and
 * its metered rows read back. Call after the in-process server started (and routeFetch).
 */
const CALLBACK = "https://usage-tests.example/cb";

export async function usageApp(srv: TestServer, tier: string) {
  const { createApp } = await import("../../lib/auth/apps/service");
  const { decrypt } = await import("../../lib/crypto/secret-box");
  const { outstandingBearerToken } = await import("../../lib/auth/oauth2/bearer");
  const { isTier } = await import("../../lib/usage/tiers");
  if (!isTier(tier)) throw new Error(`no tier ${tier}`);
  const app = await createApp(
    srv.credentials.user_id,
    {
      name: `usage ${tier} ${Math.random().toString(36).slice(2, 8)}`,
      description: "usage tests",
      website: "https://usage-tests.example",
      callback_urls: [CALLBACK],
      access_level: "read-write",
      sign_in_with: false,
    },
    { tier },
  );
  const consumer = { key: app.consumerKey, secret: decrypt(app.consumerSecretEnc) };
  const bearer = await outstandingBearerToken(app.id);
  const as = async (screenName: string) => {
    const user = srv.credentials.users.find((u) => u.screen_name === screenName);
    if (!user) throw new Error(`no seeded user ${screenName}`);
    const t = await fullFlow(srv.baseUrl, consumer, user, CALLBACK);
    return userCall(srv, consumer, { key: t.oauth_token, secret: t.oauth_token_secret });
  };
  return { id: app.id, read: bearerCall(srv, bearer), as };
}

/** The app's cycle row for the current month, as if it had already used this much. */
export async function setCycle(
  appId: string,
  state: { read_units?: number; post_units?: number; free?: number; prepaid?: number },
) {
  const { db } = await import("../../lib/db/client");
  const { usageAccounts } = await import("../../lib/db/schema");
  const { now } = await import("../../lib/time/clock");
  const row = {
    app_id: appId,
    cycle: now().toISOString().slice(0, 7),
    read_units: state.read_units ?? 0,
    post_units: state.post_units ?? 0,
    free_balance_micros: state.free ?? 0,
    prepaid_balance_micros: state.prepaid ?? 0,
  };
  await db()
    .insert(usageAccounts)
    .values(row)
    .onConflictDoUpdate({ target: usageAccounts.app_id, set: row });
}

/** The app's cycle row as stored. */
export async function cycleRow(appId: string) {
  const { db } = await import("../../lib/db/client");
  const { usageAccounts } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db().select().from(usageAccounts).where(eq(usageAccounts.app_id, appId));
  return row;
}

/** Units and cost per family over all the app's days. */
export async function metered(appId: string): Promise<Record<string, [number, number]>> {
  const { db } = await import("../../lib/db/client");
  const { usageDaily } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const rows = await db().select().from(usageDaily).where(eq(usageDaily.app_id, appId));
  const out: Record<string, [number, number]> = {};
  for (const r of rows) {
    const [u, c] = out[r.family] ?? [0, 0];
    out[r.family] = [u + r.units, c + r.cost_micros];
  }
  return out;
}

/** The demo user's notifications of one kind, newest first. */
export async function notificationsOf(userId: string, kind: string) {
  const { db } = await import("../../lib/db/client");
  const { notifications } = await import("../../lib/db/schema");
  const { and, desc, eq } = await import("drizzle-orm");
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.created_at));
}

/** A console call of the app's owner (the demo user). */
export async function ownerConsole(srv: TestServer) {
  const who = await consoleSessionFor(srv.credentials.user_id);
  return async (method: string, path: string, body?: unknown) => {
    const res = await consoleFetch(srv, who, method, path, body);
    return { status: res.status, body: await res.json() };
  };
}
