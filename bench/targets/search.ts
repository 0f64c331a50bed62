import { seedSearchCorpus, type SearchFixture } from "../search-data";
import { productLatency } from "../latency-scenario";
import { load, preflight, type LoadOptions, type Target } from "../load";
import { goal, reportLatency } from "../report";
import { DURATION, type ProductEnv, type Scenario } from "../scenario";
import { parse, signed, type Envelope } from "./ads-shared";

/**
 * Post search on PostgreSQL over 1,000,000 corpus posts of 30 days (bench/search-data.ts, written
 * once per run), 10 connections (docs/benchmarks.md, "Search"): `search_recent`, a recent search with
 * two operators, p99 < 100 ms; `search_counts`, 7 days of counts by hour, p99 < 150 ms;
 * `search_indexing`, post creation with the search document and its index against the same without
 * (the document emptied and the index dropped, after the other two), req/s at least 90 %.
 */
const OPTS: LoadOptions = { connections: 10, warmupSeconds: 2, durationSeconds: DURATION };
const SKIP = "needs PostgreSQL (DATABASE_URL): the goals are PostgreSQL's";
const SEARCH_QUERY = "#music has:links";
const COUNTS_QUERY = "music";

let seeded: Promise<SearchFixture> | undefined;
function fixture(env: ProductEnv): Promise<SearchFixture> {
  seeded ??= (async () => {
    console.log("search: writing 1,000,000 corpus posts of 30 days ...");
    const f = await seedSearchCorpus(env.databaseUrl!);
    console.log(
      `search: written in ${f.seedSeconds.toFixed(1)} s, hours counted in ${f.hoursCountedSeconds.toFixed(1)} s`,
      f.storage,
    );
    return f;
  })();
  return seeded;
}

function get(name: string, path: string, expect: (body: Envelope) => string | null): Target {
  return {
    name,
    method: "GET",
    path,
    headers: signed("GET"),
    check: (status, body) => {
      if (status !== 200) return `expected 200, got ${status}`;
      const parsed = parse(body);
      return parsed ? expect(parsed) : "expected JSON";
    },
  };
}

function latencyScenario(name: string, target: Target, title: string, maxP99Ms: number): Scenario {
  return {
    name,
    async measure(env) {
      if (!env.databaseUrl) {
        console.log(`${name}: skipped, ${SKIP}`);
        return async () => true;
      }
      const f = await fixture(env);
      await preflight(env.product.baseUrl, target, env.creds);
      const request = `GET ${target.path}`;
      return productLatency(env, target, OPTS, {
        title,
        request,
        maxP99Ms,
        setup: {
          ...f.storage,
          posts: f.posts,
          seedSeconds: f.seedSeconds,
          hoursCountedSeconds: f.hoursCountedSeconds,
        },
      });
    },
  };
}

const q = (query: string) => encodeURIComponent(query);

export const searchRecent = latencyScenario(
  "search_recent",
  get("search_recent", `/2/tweets/search/recent?query=${q(SEARCH_QUERY)}&max_results=10`, (b) =>
    Array.isArray(b.data) && b.data.length === 10 ? null : "expected 10 posts",
  ),
  `Recent search with two operators (${SEARCH_QUERY}) over 1,000,000 posts`,
  100,
);

export const searchCounts = latencyScenario(
  "search_counts",
  get("search_counts", `/2/tweets/counts/recent?query=${q(COUNTS_QUERY)}&granularity=hour`, (b) =>
    Array.isArray(b.data) && b.data.length >= 168 ? null : "expected 168 hourly buckets or more",
  ),
  `Counts of "${COUNTS_QUERY}" over 7 days by hour, among 1,000,000 posts`,
  150,
);

/** The search document emptied and its index dropped: post creation as it would be without search. */
async function searchOff(databaseUrl: string): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ def: string }>(
    "select pg_get_functiondef('post_search_document'::regproc) as def",
  );
  await client.query(
    `create or replace function post_search_document(body text, lang text, reply_to text, quoted text,
       repost_of text, media jsonb) returns tsvector language sql immutable as $$ select ''::tsvector $$`,
  );
  await client.query("drop index posts_search");
  // The document comes back for later targets' posts; the index is not rebuilt (a minute of work).
  return async () => {
    await client.query(rows[0].def);
    await client.end();
  };
}

let made = 0;
const createTarget: Target = {
  name: "search_indexing",
  method: "POST",
  path: "/2/tweets",
  headers: signed("POST"),
  // Never the same text twice: the platform refuses a duplicate within the hour.
  body: () =>
    JSON.stringify({
      text: `Bench post ${++made} about music and #games https://example.com/${made}`,
    }),
  check: (status) => (status === 201 ? null : `expected 201, got ${status}`),
};

export const searchIndexing: Scenario = {
  name: "search_indexing",
  async measure(env) {
    if (!env.databaseUrl) {
      console.log(`search_indexing: skipped, ${SKIP}`);
      return async () => true;
    }
    const f = await fixture(env);
    await preflight(env.product.baseUrl, createTarget, env.creds);
    console.log(`search_indexing: post creation with search (pid ${env.product.pid}) ...`);
    const on = await load(env.product, createTarget, env.creds, OPTS);
    const restore = await searchOff(env.databaseUrl);
    console.log("search_indexing: post creation without the search document and its index ...");
    const off = await load(env.product, createTarget, env.creds, OPTS);
    await restore();
    const share = Math.round((on.reqPerSec / off.reqPerSec) * 1000) / 10;
    return async () =>
      reportLatency(
        env.out,
        { ...env.run, options: OPTS },
        {
          name: "search_indexing",
          title:
            "Post creation (POST /2/tweets) with search on, beside search off, on a table of 1,000,000 posts",
          rows: [
            { label: "search on", request: "POST /2/tweets", result: on },
            {
              label: "search off",
              request: "the same, document emptied and index dropped",
              result: off,
            },
          ],
          goals: [goal("req/s with search on, of search off", share, ">=", 90, "%")],
          peakRssMb: env.product.peakRssMb(),
          setup: { ...f.storage, posts: f.posts },
        },
      );
  },
};
