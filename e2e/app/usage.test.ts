import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { uniq } from "../support/ads-helpers";
import { routeFetch } from "../support/in-process-tokens";
import { assertShape, eventsSince, outboxMark } from "../support/sources";
import {
  cycleRow,
  metered,
  notificationsOf,
  ownerConsole,
  setCycle,
  usageApp,
} from "../support/usage";

/**
 * Tiers, metering and pay-per-use (lib/usage) through the real app: each test makes its own app
 * on the tier it needs, so counts start at zero and no other suite's calls are in them.
 */
let srv: TestServer, me: string, analystId: string;
before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
  me = srv.credentials.user_id;
  analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")?.user_id ?? "";
});
after(() => srv?.stop());

const problem = (r: { body: { errors: { reason: string; detail: string }[] } }) => r.body.errors[0];

describe("tiers", () => {
  test("a self-serve tier is refused likes, following, quotes, unsummoned replies, stream webhooks, PowerStream and news.new, naming the tier", async () => {
    const app = await usageApp(srv, "pro");
    const demo = await app.as("demo");
    const analyst = await app.as("analyst");
    const original = await demo("POST", "/2/posts", { text: uniq("an original") });
    assert.equal(original.status, 201, JSON.stringify(original.body));
    const post = original.body.data.id;
    const mark = await outboxMark();
    const refusals = [
      await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: post }),
      await analyst("POST", `/2/users/${analystId}/following`, { target_user_id: me }),
      await analyst("POST", "/2/posts", { text: uniq("quoting"), quote_tweet_id: post }),
      await analyst("POST", "/2/posts", {
        text: uniq("hi"),
        reply: { in_reply_to_tweet_id: post },
      }),
      await app.read("POST", "/2/posts/search/webhooks/123"),
      await app.read("GET", "/2/powerstream/rules"),
      await app.read("POST", "/2/powerstream/rules", { rules: [{ value: "launch" }] }),
      await app.read("GET", "/2/powerstream"),
      await app.read("POST", "/2/activity/subscriptions", {
        event_type: "news.new",
        filter: { keyword: "launch" },
      }),
    ];
    for (const r of refusals) {
      assert.equal(r.status, 403, JSON.stringify(r.body));
      assert.equal(problem(r).reason, "ClientNotEnrolled");
      assert.match(problem(r).detail, /Enterprise tier; this app is on the Pro tier/);
    }
    assert.deepEqual(await eventsSince(mark), [], "a refusal writes nothing");
    assert.deepEqual(
      [(await analyst("POST", `/2/users/${analystId}/reposts`, { tweet_id: post })).status],
      [200],
      "reposts stay open to every tier",
    );
  });

  test("a reply is allowed when the original's author summoned the replier, and priced as such", async () => {
    const app = await usageApp(srv, "basic");
    const demo = await app.as("demo");
    const analyst = await app.as("analyst");
    const asked = await demo("POST", "/2/posts", { text: uniq("what do you think @analyst") });
    const reply = await analyst("POST", "/2/posts", {
      text: uniq("I think so"),
      reply: { in_reply_to_tweet_id: asked.body.data.id },
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual((await metered(app.id))["replies.summoned"], [1, 10_000]);
  });

  test("an enterprise app may like, follow and quote", async () => {
    const app = await usageApp(srv, "enterprise");
    const demo = await app.as("demo");
    const analyst = await app.as("analyst");
    const post = (await demo("POST", "/2/posts", { text: uniq("likeable") })).body.data.id;
    const like = await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: post });
    assert.equal(like.status, 200, JSON.stringify(like.body));
    const quote = await analyst("POST", "/2/posts", { text: uniq("quote"), quote_tweet_id: post });
    assert.equal(quote.status, 201, JSON.stringify(quote.body));
  });
});

describe("metering", () => {
  test("reads bill per resource returned; posts 0.015, with a URL 0.20, in the post's transaction", async () => {
    const app = await usageApp(srv, "pro");
    const demo = await app.as("demo");
    const a = (await demo("POST", "/2/posts", { text: uniq("plain post") })).body.data.id;
    const b = (await demo("POST", "/2/posts", { text: uniq("see https://example.com/x") })).body
      .data.id;
    const both = await app.read("GET", `/2/tweets?ids=${a},${b},1`);
    assert.equal(both.body.data.length, 2);
    assert.equal((await app.read("GET", `/2/posts/${a}`)).status, 200);
    assert.deepEqual(await metered(app.id), {
      "posts.create": [1, 15_000],
      "posts.create.url": [1, 200_000],
      "posts.read": [3, 3_000],
    });
    const row = await cycleRow(app.id);
    assert.deepEqual([row.read_units, row.post_units, row.cost_micros], [3, 2, 218_000]);
  });
});

describe("caps", () => {
  test("past the monthly cap: 429 usage-capped with period and scope, and nothing written", async () => {
    const app = await usageApp(srv, "free");
    const demo = await app.as("demo");
    await setCycle(app.id, { post_units: 500 });
    const text = uniq("one too many");
    const mark = await outboxMark();
    const r = await demo("POST", "/2/posts", { text });
    assert.equal(r.status, 429, JSON.stringify(r.body));
    const p = r.body.errors[0];
    assert.deepEqual(
      [p.reason, p.period, p.scope, new URL(p.type).pathname],
      ["UsageCapExceeded", "Monthly", "Product", "/2/problems/usage-capped"],
    );
    assert.match(p.detail, /500 posts a month on the Free tier/);
    assert.deepEqual(await eventsSince(mark), [], "no post.create: the post was not written");
    assert.equal((await cycleRow(app.id)).post_units, 500);
  });

  test("reads stop exactly at the cap; 80% and 100% are announced once each", async () => {
    const app = await usageApp(srv, "free");
    const demo = await app.as("demo");
    const post = (await demo("POST", "/2/posts", { text: uniq("read me") })).body.data.id;
    await setCycle(app.id, { read_units: 79 });
    const mark = await outboxMark();
    const before80 = (await notificationsOf(me, "USAGE_THRESHOLD")).length;
    assert.equal((await app.read("GET", `/2/posts/${post}`)).status, 200);
    assert.equal((await app.read("GET", `/2/posts/${post}`)).status, 200);
    const at80 = await eventsSince(mark);
    assert.deepEqual(
      at80.map((e) => [e.kind, e.user_id, e.payload.percent, e.payload.app.id]),
      [["usage.threshold", me, 80, app.id]],
    );
    await assertShape(at80[0]);
    await setCycle(app.id, { read_units: 99 });
    assert.equal((await app.read("GET", `/2/posts/${post}`)).status, 200);
    const capped = await app.read("GET", `/2/posts/${post}`);
    assert.equal(capped.status, 429);
    assert.deepEqual(
      [capped.body.errors[0].period, capped.body.errors[0].scope],
      ["Monthly", "Product"],
    );
    assert.equal((await cycleRow(app.id)).read_units, 100);
    const kinds = (await eventsSince(mark)).map((e) => e.payload.percent);
    assert.deepEqual(kinds, [80, 100]);
    const notes = await notificationsOf(me, "USAGE_THRESHOLD");
    assert.equal(notes.length - before80, 2);
    assert.equal(notes[0].link, `/console/apps/${app.id}/usage`);
    assert.match(notes[0].text, /100% of its monthly cap on the Free tier/);
  });
});

describe("credits", () => {
  test("pay-per-use spends free credit, then prepaid; with too little, 429 scope Account", async () => {
    const app = await usageApp(srv, "pay-per-use");
    const demo = await app.as("demo");
    const fresh = await app.read("GET", "/2/usage/credits");
    assert.deepEqual(fresh.body, {
      data: { free_balance: 5_000_000, prepaid_balance: 0, total_balance: 5_000_000 },
    });
    await setCycle(app.id, { free: 100_000 });
    const link = uniq("costly https://example.com/a");
    const refused = await demo("POST", "/2/posts", { text: link });
    assert.equal(refused.status, 429);
    assert.deepEqual(
      [refused.body.errors[0].period, refused.body.errors[0].scope],
      ["Monthly", "Account"],
    );
    const owner = await ownerConsole(srv);
    const top = await owner("POST", `/console-api/apps/${app.id}/usage/top-up`, {
      amount_micros: 1_000_000,
    });
    assert.deepEqual(
      [top.status, top.body],
      [201, { data: { prepaid_balance_micros: 1_000_000 } }],
    );
    assert.equal((await demo("POST", "/2/posts", { text: link })).status, 201);
    assert.deepEqual((await app.read("GET", "/2/usage/credits")).body.data, {
      free_balance: 0,
      prepaid_balance: 900_000,
      total_balance: 900_000,
    });
    const tiny = await owner("POST", `/console-api/apps/${app.id}/usage/top-up`, {
      amount_micros: 5,
    });
    assert.equal(tiny.status, 400);
    assert.equal(tiny.body.errors[0].parameter, "amount_micros");
  });
});

describe("usage routes and the console", () => {
  test("GET /2/usage/tweets: the reference's shape, counts as strings, parameters named", async () => {
    const app = await usageApp(srv, "basic");
    const demo = await app.as("demo");
    const post = (await demo("POST", "/2/posts", { text: uniq("counted") })).body.data.id;
    await app.read("GET", `/2/posts/${post}`);
    const totals = await app.read("GET", "/2/usage/tweets");
    assert.deepEqual(totals.body, {
      data: { project_id: app.id, project_cap: "15000", project_usage: "1", cap_reset_day: 1 },
    });
    const daily = await app.read(
      "GET",
      "/2/usage/tweets?days=3&usage.fields=daily_project_usage,daily_client_app_usage",
    );
    const usage = daily.body.data.daily_project_usage.usage;
    assert.equal(usage.length, 3);
    assert.equal(usage[2].usage, "1");
    assert.match(usage[0].date, /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    assert.deepEqual(daily.body.data.daily_client_app_usage, [{ client_app_id: app.id, usage }]);
    for (const [q, parameter] of [
      ["days=91", "days"],
      ["usage.fields=bogus", "usage.fields"],
    ]) {
      const bad = await app.read("GET", `/2/usage/tweets?${q}`);
      assert.equal(bad.status, 400);
      assert.equal(bad.body.errors[0].parameter, parameter);
    }
  });

  test("the console changes the tier (the next call obeys it) and shows the cycle", async () => {
    const app = await usageApp(srv, "pro");
    const analyst = await app.as("analyst");
    const owner = await ownerConsole(srv);
    const put = await owner("PUT", `/console-api/apps/${app.id}/usage/tier`, {
      tier: "enterprise",
    });
    assert.deepEqual([put.status, put.body], [200, { data: { tier: "enterprise" } }]);
    const post = (await (await app.as("demo"))("POST", "/2/posts", { text: uniq("p") })).body.data
      .id;
    assert.equal(
      (await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: post })).status,
      200,
    );
    const view = await owner("GET", `/console-api/apps/${app.id}/usage?days=7`);
    assert.equal(view.status, 200);
    assert.equal(view.body.data.tier, "enterprise");
    assert.equal(view.body.data.post_units, 1);
    assert.equal(view.body.data.days.length, 7);
    const bad = await owner("PUT", `/console-api/apps/${app.id}/usage/tier`, { tier: "gold" });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].parameter, "tier");
  });
});
