import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { db, engine } from "../../db/client";
import { decrypt } from "@/lib/crypto/secret-box";
import { issueAccessToken } from "@/lib/auth/oauth1/access-tokens";
import { seedAds } from "@/lib/ads/seed";
import { seedAudience, seedSecondAccount } from "@/lib/ads/seed-business";
import { demoPassword, ensurePeople, PEOPLE } from "./seed-people";
import { ensureConsoleApp, ensureDemoApp } from "./seed-apps";
import { ensureDemoAccounts } from "./seed-account";
import { advanceCorpus } from "@/lib/search/corpus/write";
import { refreshNews } from "@/lib/news/refresh";
import { config } from "@/lib/config/env";
import { now } from "@/lib/time/clock";

/**
 * Idempotent demo data (people, apps, the demo business's two production ad accounts with campaign
 * trees, a targetable audience, a sandbox account), the synthetic corpus's last 7 days of posts and
 * their news stories, and DATA_DIR/demo-credentials.json.
 */
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
  const { ids, systemId } = await ensurePeople();
  const consoleApp = await ensureConsoleApp(systemId, opts.publicBaseUrl);
  const demoApp = await ensureDemoApp(ids.demo);
  const token = await issueAccessToken(demoApp.id, ids.demo, demoApp.accessLevel);
  const { account, second } = await ensureDemoAccounts(ids);
  const { sandboxAccountId } = await seedAds(account, ids.demo);
  await seedSecondAccount(second, ids.demo);
  await seedAudience(account, ids.demo);
  // Search, counts and news have posts to read from the first minute, not only after the jobs' runs.
  if (await advanceCorpus(now(), config().corpusPostsPerHour)) await refreshNews(now());

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
    second_account_id: second.id,
    business_id: account.businessId,
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
