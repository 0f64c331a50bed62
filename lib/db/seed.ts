import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { db, engine } from "./client";
import { accountUsers, adAccounts, apps, users } from "./schema";
import { hashPassword } from "@/lib/crypto/password";
import { decrypt, derivedSecret } from "@/lib/crypto/secret-box";
import { newId } from "@/lib/crypto/tokens";
import { createApp } from "@/lib/apps/service";
import { issueAccessToken } from "@/lib/auth/oauth1/access-tokens";
import { seedAds } from "@/lib/ads/seed";

/**
 * Idempotent demo data. Passwords derive from the secret key, so every process sharing the key
 * (and every restart) agrees on them without storing them anywhere but demo-credentials.json.
 */
export const DEMO_APP_NAME = "Demo Third-Party App";
export const DEMO_CALLBACKS = [
  "https://demo-app.example/callback",
  "http://127.0.0.1:8765/callback",
  "http://localhost:8765/callback",
];

const PEOPLE = [
  {
    screenName: "demo",
    name: "Demo User",
    role: "ACCOUNT_ADMIN of the demo ad account; owns the demo app",
  },
  { screenName: "analyst", name: "Ana Analyst", role: "ANALYST on the demo ad account" },
  { screenName: "outsider", name: "Oscar Outsider", role: "no access to the demo ad account" },
] as const;

export function demoPassword(screenName: string): string {
  return derivedSecret(`demo-password:${screenName}`).slice(0, 16);
}

async function ensureUser(screenName: string, name: string, password: string): Promise<string> {
  const existing = (
    await db()
      .select()
      .from(users)
      .where(sql`lower(${users.screenName}) = lower(${screenName})`)
      .limit(1)
  )[0];
  // The password derives from the secret key, which checkSecretKey() keeps unchanged for this database,
  // so an existing user already has it: no slow hash on every start.
  if (existing) return existing.id;
  const id = newId();
  await db()
    .insert(users)
    .values({ id, screenName, name, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  return (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.screenName}) = lower(${screenName})`)
      .limit(1)
  )[0].id;
}

export type SeedResult = {
  consoleClientId: string;
  consoleClientSecret: string;
  credentialsFile: string;
};

export async function seed(opts: { dataDir: string; publicBaseUrl: string }): Promise<SeedResult> {
  // PGlite has one process (the data directory lock) and one connection: a transaction there would
  // block the seed's own queries. On PostgreSQL a transaction holding an advisory lock serialises
  // concurrent starts of several processes while the seed runs on the pool's other connections.
  if (engine() === "pglite") return seedLocked(opts);
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    return seedLocked(opts);
  });
}

async function seedLocked(opts: { dataDir: string; publicBaseUrl: string }): Promise<SeedResult> {
  const ids: Record<string, string> = {};
  for (const p of PEOPLE)
    ids[p.screenName] = await ensureUser(p.screenName, p.name, demoPassword(p.screenName));
  const systemId = await ensureUser("svc", "SVC", derivedSecret("system-user-password"));

  const consoleCallback = `${opts.publicBaseUrl}/api/auth/callback/svc`;
  let consoleApp = (await db().select().from(apps).where(eq(apps.firstParty, true)).limit(1))[0];
  if (!consoleApp) {
    consoleApp = await createApp(
      systemId,
      {
        name: "SVC Console",
        description: "The platform's own console",
        website: opts.publicBaseUrl,
        callback_urls: [consoleCallback],
        access_level: "read-write",
        sign_in_with: true,
      },
      { firstParty: true },
    );
  } else if (!consoleApp.callbackUrls.includes(consoleCallback)) {
    await db()
      .update(apps)
      .set({ callbackUrls: [...consoleApp.callbackUrls, consoleCallback] })
      .where(eq(apps.id, consoleApp.id));
  }

  let demoApp = (
    await db()
      .select()
      .from(apps)
      .where(and(eq(apps.ownerUserId, ids.demo), eq(apps.name, DEMO_APP_NAME)))
      .limit(1)
  )[0];
  if (!demoApp) {
    demoApp = await createApp(ids.demo, {
      name: DEMO_APP_NAME,
      description: "A third-party app for trying the OAuth flows",
      website: "https://demo-app.example",
      callback_urls: DEMO_CALLBACKS,
      access_level: "read-write",
      sign_in_with: true,
    });
  }
  const token = await issueAccessToken(demoApp.id, ids.demo, demoApp.accessLevel);

  let account = (
    await db()
      .select()
      .from(adAccounts)
      .where(and(eq(adAccounts.name, "Demo Advertiser"), eq(adAccounts.sandbox, false)))
      .limit(1)
  )[0];
  if (!account) {
    account = (
      await db()
        .insert(adAccounts)
        .values({
          id: newId(),
          name: "Demo Advertiser",
          businessName: "Demo Co",
          industryType: "TECHNOLOGY",
        })
        .returning()
    )[0];
  }
  await db()
    .insert(accountUsers)
    .values({
      accountId: account.id,
      userId: ids.demo,
      permissions: ["ACCOUNT_ADMIN", "POST_COMPOSER"],
    })
    .onConflictDoNothing();
  await db()
    .insert(accountUsers)
    .values({ accountId: account.id, userId: ids.analyst, permissions: ["ANALYST"] })
    .onConflictDoNothing();
  const { sandboxAccountId } = await seedAds(account, ids.demo);

  const credentials = {
    console_url: `${opts.publicBaseUrl}/console`,
    consumer_key: demoApp.consumerKey,
    consumer_secret: decrypt(demoApp.consumerSecretEnc),
    access_token: token.token,
    access_token_secret: token.secret,
    user_id: ids.demo,
    screen_name: "demo",
    password: demoPassword("demo"),
    account_id: account.id,
    sandbox_account_id: sandboxAccountId,
    callback_urls: demoApp.callbackUrls,
    users: PEOPLE.map((p) => ({
      screen_name: p.screenName,
      password: demoPassword(p.screenName),
      user_id: ids[p.screenName],
      role: p.role,
    })),
  };
  const file = path.join(opts.dataDir, "demo-credentials.json");
  fs.mkdirSync(opts.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return {
    consoleClientId: consoleApp.consumerKey,
    consoleClientSecret: decrypt(consoleApp.consumerSecretEnc),
    credentialsFile: file,
  };
}
