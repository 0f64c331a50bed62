import type { DemoCredentials } from "../../e2e/support/server";
import type { Served } from "../process";
import { goal } from "../report";
import { reportGoals } from "../report-goals";
import type { ProductEnv, Scenario } from "../scenario";
import { signedAuthorization } from "../sign";
import { publishedLags, type Lags } from "./scheduled-db";

/**
 * `scheduled_posts_1000` (PostgreSQL only): two product processes with job workers on one database,
 * 1,000 posts scheduled through the interface for the same minute, spread over sandbox accounts made
 * through the interface (30 SCHEDULED per account in any 15 minutes, lib/ads/posts/scheduled-rules.ts)
 * and created on both processes. Goals: every post published (SUCCESS) within 60 s of the minute,
 * none published twice (posts per scheduled_post_id in the database).
 */
const POSTS = 1000;
const PER_ACCOUNT = 30;
const CONCURRENCY = 8;
const MAX_LAG_MS = 60_000;
const SANDBOX = "/ads-sandbox/12";

type Call = { status: number; body: { data?: { id?: string } } & Record<string, unknown> };

async function signedPost(server: Served, creds: DemoCredentials, path: string, q: object) {
  const url = new URL(server.baseUrl + SANDBOX + path);
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, String(v));
  const authorization = signedAuthorization("POST", url.toString(), {
    consumerKey: creds.consumer_key,
    consumerSecret: creds.consumer_secret,
    token: creds.access_token,
    tokenSecret: creds.access_token_secret,
  });
  const res = await fetch(url, { method: "POST", headers: { authorization } });
  const text = await res.text();
  const r: Call = { status: res.status, body: JSON.parse(text || "{}") as Call["body"] };
  if (r.status !== 201)
    throw new Error(`POST ${path}: expected 201, got ${r.status} ${text.slice(0, 400)}`);
  return r.body.data?.id ?? "";
}

/** Runs `n` calls, CONCURRENCY at a time. */
async function pool(n: number, call: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < n) await call(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const SKIP =
  "needs PostgreSQL (DATABASE_URL): two processes cannot share an embedded PGlite directory";

export const scheduledPosts1000: Scenario = {
  name: "scheduled_posts_1000",
  async measure(env: ProductEnv) {
    if (!env.databaseUrl || !env.startAnotherProduct) {
      console.log(`scheduled_posts_1000: skipped, ${SKIP}`);
      return async () => true;
    }
    const a = env.product;
    const b = await env.startAnotherProduct({ JOB_WORKERS: "on" });
    const servers = [a, b];
    try {
      const creds = env.creds;
      const tag = Date.now().toString(36);
      const accounts: string[] = Array.from({ length: Math.ceil(POSTS / PER_ACCOUNT) });
      let t0 = Date.now();
      await pool(accounts.length, async (i) => {
        const name = `Bench scheduled ${tag} ${i + 1}`;
        accounts[i] = await signedPost(servers[i % 2], creds, "/accounts", { name });
      });
      // Time enough to create every post before the minute (twice the rate the accounts took), then the next minute.
      const perCallMs = (Date.now() - t0) / accounts.length;
      const leadMs = Math.max(30_000, 2 * perCallMs * POSTS);
      const due = new Date((Math.floor((Date.now() + leadMs) / 60_000) + 1) * 60_000);
      console.log(
        `scheduled_posts_1000: ${accounts.length} sandbox accounts; ${POSTS} posts due ${due.toISOString()} on pids ${a.pid}, ${b.pid} ...`,
      );
      t0 = Date.now();
      await pool(POSTS, async (i) => {
        const q = {
          as_user_id: creds.user_id,
          text: `Bench scheduled ${tag} #${i + 1}`,
          scheduled_at: due.toISOString(),
        };
        await signedPost(
          servers[i % 2],
          creds,
          `/accounts/${accounts[i % accounts.length]}/scheduled_posts`,
          q,
        );
      });
      const createSeconds = (Date.now() - t0) / 1000;
      if (Date.now() >= due.getTime())
        throw new Error(`creating ${POSTS} posts took ${createSeconds} s, past the minute`);
      const lags = await publishedLags(env.databaseUrl, accounts, due, MAX_LAG_MS + 60_000);
      for (const s of servers) if (!s.alive()) throw new Error(`product pid ${s.pid} exited`);
      return async () => finish(env, lags, { accounts: accounts.length, createSeconds, due });
    } finally {
      await b.stop();
    }
  },
};

async function finish(env: ProductEnv, l: Lags, setup: Record<string, unknown>): Promise<boolean> {
  const s = (ms: number | null) => (ms === null ? "-" : (ms / 1000).toFixed(2));
  await reportGoals(env.out, {
    name: "scheduled_posts_1000",
    title: `${POSTS} posts scheduled for one minute, two product processes with job workers`,
    engine: env.run.engine,
    header: [
      "",
      "SUCCESS",
      "other",
      "p50 lag s",
      "p99 lag s",
      "max lag s",
      "posts",
      "published twice",
    ],
    rows: [
      ["product", l.success, l.other, s(l.p50Ms), s(l.p99Ms), s(l.maxMs), l.posts, l.duplicates],
    ],
    goals: [
      goal("scheduled posts published within 60 s", l.withinLimit, ">=", POSTS, ""),
      goal("scheduled posts published twice", l.duplicates, "<=", 0, ""),
    ],
    notes: ["  (lag = completed_at - scheduled_at of each scheduled post)"],
    data: { setup, lags: l },
  });
  return l.success + l.other === POSTS;
}
