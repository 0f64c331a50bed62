import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { useTestClock } from "../support/clock";
import { assertShape, eventsSince, outboxMark } from "../support/sources";
import {
  bearerFor,
  caller,
  demoAppId,
  targetsOf,
  userTokenFor,
  webhookRow,
} from "../support/product-rows";

/**
 * News (FACTS "News"): news.refresh clusters the last hours' posts by shared terms into stories
 * with stable ids; /2/news/search and /2/news/:id answer them with news.fields; a new story is a
 * news.new event the activity product sends to subscriptions whose keyword it holds. Other files'
 * posts may be in the window too: these use words no other file posts, so their stories are theirs.
 */
const clock = useTestClock();
const HOUR = 3_600_000;
let srv: TestServer, app: string, me: string, analyst: string;
let read: ReturnType<typeof caller>;
let zorblaxHook: string, otherHook: string;

const refresh = async () => {
  const { refreshNews } = await import("../../lib/news/refresh");
  const { now } = await import("../../lib/time/clock");
  return refreshNews(now());
};

async function post(as: ReturnType<typeof caller>, text: string): Promise<string> {
  const r = await as("POST", "/2/posts", { text });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id;
}

let mark: number, zorblaxPosts: string[];

before(async () => {
  srv = await inProcessServer();
  app = await demoAppId(srv);
  me = srv.credentials.user_id;
  analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")?.user_id ?? "";
  read = caller(srv, await bearerFor(app));
  const scopes = ["post.read", "post.write", "users.read"];
  const demo = caller(srv, await userTokenFor(app, me, scopes));
  const other = caller(srv, await userTokenFor(app, analyst, scopes));
  zorblaxHook = await webhookRow(app);
  otherHook = await webhookRow(app);
  for (const [keyword, webhook_id] of [
    ["zorblax", zorblaxHook],
    ["nothing-like-it", otherHook],
  ]) {
    const body = { event_type: "news.new", filter: { keyword }, webhook_id };
    const s = await read("POST", "/2/activity/subscriptions", body);
    assert.equal(s.status, 201, JSON.stringify(s.body));
  }
  mark = await outboxMark();
  zorblaxPosts = [
    await post(demo, "The #zorblax rocket leaves Lisbon with NASA, countdown begun"),
    await post(other, "The #zorblax rocket countdown is on, Lisbon gazes skyward"),
    await post(demo, "NASA says the #zorblax rocket gleams"),
  ];
  await post(demo, "Grandma's quuxberry pie recipe, finest quuxberry season");
  await post(other, "Baking quuxberry pie tonight");
  await post(other, "A lonely post about nothing in particular");
});
after(async () => {
  // The subscriptions go: the stream suites after this file read the demo app's subscriptions.
  const { db } = await import("../../lib/db/client");
  const { activitySubscriptions } = await import("../../lib/db/schema");
  const { and, eq } = await import("drizzle-orm");
  const mine = eq(activitySubscriptions.app_id, app);
  await db()
    .delete(activitySubscriptions)
    .where(and(mine, eq(activitySubscriptions.event_type, "news.new")));
  await srv?.stop();
});

const search = (query: string, extra = "") =>
  read("GET", `/2/news/search?query=${encodeURIComponent(query)}${extra}`);

test("a refresh makes one story per cluster, announces each once, and keeps it stable", async () => {
  await refresh();
  const again = await refresh();
  const news = (await eventsSince(mark)).filter((e) => e.kind === "news.new");
  const zorblax = news.filter((e) => e.payload.news.keywords.includes("zorblax"));
  assert.equal(zorblax.length, 1, "announced once");
  for (const e of news) await assertShape(e);
  const story = zorblax[0].payload.news;
  const changed = [...again.created, ...again.updated];
  assert.ok(!changed.includes(story.id), "the same posts make the same story");
  assert.match(story.id, /^\d{1,19}$/);
  assert.deepEqual(
    story.cluster_posts_results.map((r: { post_id: string }) => r.post_id).sort(),
    [...zorblaxPosts].sort(),
  );
  assert.deepEqual(story.contexts.entities.places, ["Lisbon"]);
  assert.deepEqual(story.contexts.entities.organizations, ["NASA"]);
  assert.equal(story.keywords[0], "zorblax");
  assert.ok(story.keywords.includes("rocket"));
  assert.match(story.summary, /^3 posts from 2 accounts about zorblax/);
  assert.ok(story.hook && story.disclaimer && story.category);
  const pie = news.filter((e) => e.payload.news.keywords.includes("quuxberry"));
  assert.equal(pie.length, 1);
  assert.equal(pie[0].payload.news.cluster_posts_results.length, 2);
});

test("news.new reaches the activity subscriptions whose keyword the story holds", async () => {
  const noKeyword = { event_type: "news.new", filter: { user_id: me } };
  const refused = await read("POST", "/2/activity/subscriptions", noKeyword);
  assert.deepEqual([refused.status, refused.body.errors[0].parameter], [400, "filter.keyword"]);
  const { db } = await import("../../lib/db/client");
  const { platformEvents } = await import("../../lib/db/schema");
  const { and, eq, gt } = await import("drizzle-orm");
  const rows = await db()
    .select()
    .from(platformEvents)
    .where(and(eq(platformEvents.kind, "news.new"), gt(platformEvents.seq, mark)));
  const { activityProduct } = await import("../../lib/webhooks/products");
  const hooksOf = async (word: string) => {
    const row = rows.find((r) => JSON.stringify(r.payload).includes(word));
    assert.ok(row, word);
    return (await targetsOf(activityProduct, row)).map((t) => t.webhookId);
  };
  assert.deepEqual(await hooksOf("zorblax"), [zorblaxHook]);
  assert.deepEqual(await hooksOf("quuxberry"), []);
});

test("search: id and name by default, news.fields adds, the same question the same answer", async () => {
  const r = await search("zorblax countdown");
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.meta.result_count, 1);
  const [story] = r.body.data;
  assert.deepEqual(Object.keys(story).sort(), ["id", "name"]);
  assert.match(story.name, /^Zorblax/);
  assert.deepEqual(await search("zorblax countdown"), r);
  const fields = "&news.fields=category,keywords,cluster_posts_results,contexts,updated_at";
  const full = (await search("#Zorblax", fields)).body.data[0];
  assert.deepEqual(Object.keys(full).sort(), [
    "category",
    "cluster_posts_results",
    "contexts",
    "id",
    "keywords",
    "name",
    "updated_at",
  ]);
  assert.equal(full.cluster_posts_results.length, 3);
  const both = await search("zorblax quuxberry", "&max_results=1");
  assert.equal(both.body.meta.result_count, 1);
  assert.equal((await search("zorblax quuxberry")).body.meta.result_count, 2);
  assert.deepEqual((await search("unheard-of-words")).body, { meta: { result_count: 0 } });
});

test("lookup by id with news.fields; an unknown id is ResourceNotFound naming it", async () => {
  const [found] = (await search("zorblax")).body.data;
  const r = await read("GET", `/2/news/${found.id}?news.fields=summary,hook,disclaimer`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(Object.keys(r.body.data).sort(), [
    "disclaimer",
    "hook",
    "id",
    "name",
    "summary",
  ]);
  const missing = await read("GET", "/2/news/123");
  assert.equal(missing.status, 404);
  assert.deepEqual(
    [missing.body.errors[0].reason, missing.body.errors[0].parameter, missing.body.errors[0].value],
    ["ResourceNotFound", "id", "123"],
  );
});

test("bad input is a problem naming the parameter", async () => {
  const cases: [string, string][] = [
    ["/2/news/search", "query"],
    [`/2/news/search?query=${"a".repeat(2049)}`, "query"],
    ["/2/news/search?query=a&max_results=0", "max_results"],
    ["/2/news/search?query=a&max_results=101", "max_results"],
    ["/2/news/search?query=a&max_age_hours=0", "max_age_hours"],
    ["/2/news/search?query=a&max_age_hours=721", "max_age_hours"],
    ["/2/news/search?query=a&news.fields=id,colour", "news.fields"],
    ["/2/news/abc", "id"],
  ];
  for (const [path, parameter] of cases) {
    const r = await read("GET", path);
    assert.equal(r.status, 400, path);
    assert.equal(r.body.errors[0].parameter, parameter, path);
  }
  const anonymous = await srv.fetch!(`${srv.baseUrl}/2/news/search?query=a`);
  assert.equal(anonymous.status, 400);
});

test("max_age_hours: a story not updated within the hours asked is left out", async () => {
  clock.advance(2 * HOUR);
  try {
    assert.equal((await search("zorblax", "&max_age_hours=1")).body.meta.result_count, 0);
    assert.equal((await search("zorblax", "&max_age_hours=3")).body.meta.result_count, 1);
    assert.equal((await search("zorblax")).body.meta.result_count, 1);
  } finally {
    clock.advance(-2 * HOUR);
  }
});
