import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  assertBatchMatches,
  bearerFor,
  caller,
  demoAppId,
  type EventRow,
  emitted,
  otherApp,
  targetsOf,
  user,
  webhookRow,
} from "../support/product-rows";

/**
 * Filtered stream (FACTS "Filtered stream"): rules with their validation, dry runs and counts, the
 * /2/tweets/… alias, webhook links, and the messages the product owes linked webhooks.
 */
let srv: TestServer, call: ReturnType<typeof caller>, app: string, me: string;
const RULES = "/2/posts/search/stream/rules";
const product = async () => (await import("../../lib/webhooks/products")).filteredStreamProduct;

before(async () => {
  srv = await inProcessServer();
  app = await demoAppId(srv);
  call = caller(srv, await bearerFor(app));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

test("invalid rules are refused with their reason and nothing is added", async () => {
  const bad = ["", "-cats", "cats OR", '"open', "(cats", "cats)", "min_likes:3", "x".repeat(2049)];
  const r = await call("POST", RULES, {
    add: [{ value: "good rule" }, ...bad.map((value) => ({ value }))],
  });
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.equal(r.body.errors.length, bad.length);
  assert.deepEqual(r.body.meta.summary, { created: 0, not_created: 9, valid: 1, invalid: 8 });
  assert.equal(r.body.errors[0].parameter, "add[1].value");
  assert.match(r.body.errors[1].detail, /negated/);
  assert.match(r.body.errors[6].detail, /min_likes:/);
  assert.match(r.body.errors[7].detail, /2048/);
  assert.equal((await call("GET", RULES)).body.data.length, 0);
  for (const body of [
    {},
    { add: [] },
    { add: [{ value: 1 }] },
    { delete: {} },
    { add: [{ value: "a", tag: "t".repeat(201) }] },
  ])
    assert.equal((await call("POST", RULES, body)).status, 400, JSON.stringify(body));
});

test("rules: dry run, add, duplicates, counts, the /2/tweets alias, delete by ids and values", async () => {
  const add = { add: [{ value: "cats OR dogs", tag: "pets" }, { value: 'from:demo "big news"' }] };
  const dry = await call("POST", `${RULES}?dry_run=true`, add);
  assert.equal(dry.status, 200);
  assert.equal(dry.body.meta.summary.created, 0);
  assert.equal(
    (await call("GET", `${RULES}/counts`)).body.data.client_app_rules_count.rule_count,
    0,
  );
  const made = await call("POST", RULES, add);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.deepEqual(
    made.body.data.map((r: { value: string; tag?: string }) => [r.value, r.tag]),
    [
      ["cats OR dogs", "pets"],
      ['from:demo "big news"', undefined],
    ],
  );
  const dup = await call("POST", RULES, { add: [{ value: "cats OR dogs" }] });
  assert.equal(dup.status, 400);
  assert.match(dup.body.errors[0].detail, /already exists/);
  const counts = await call("GET", "/2/tweets/search/stream/rules/counts");
  assert.deepEqual(counts.body.data, {
    cap_per_client_app: 25000,
    client_app_rules_count: { client_app_id: app, rule_count: 2 },
  });
  const alias = await call("GET", "/2/tweets/search/stream/rules");
  assert.equal(alias.body.data.length, 2);
  const one = await call("GET", `${RULES}?ids=${made.body.data[0].id}`);
  assert.equal(one.body.data.length, 1);
  assert.equal((await call("GET", `${RULES}?ids=abc`)).status, 400);
  const byId = await call("POST", RULES, { delete: { ids: [made.body.data[0].id, "123"] } });
  assert.deepEqual(byId.body.meta.summary, { deleted: 1, not_deleted: 1 });
  const byValue = await call("POST", "/2/tweets/search/stream/rules", {
    delete: { values: ['from:demo "big news"'] },
  });
  assert.deepEqual(byValue.body.meta.summary, { deleted: 1, not_deleted: 0 });
  assert.equal((await call("GET", RULES)).body.data.length, 0);
});

test("webhook links: link (idempotent), list, unlink; another app's webhook is WebhookIdInvalid", async () => {
  const h = await webhookRow(app);
  assert.deepEqual((await call("POST", `/2/posts/search/webhooks/${h}`)).body, {
    data: { provisioned: true },
  });
  assert.equal((await call("POST", `/2/tweets/search/webhooks/${h}`)).status, 200);
  const list = await call("GET", "/2/posts/search/webhooks");
  assert.deepEqual(
    list.body.data.map((l: { webhook_id: string }) => l.webhook_id),
    [h],
  );
  const theirs = await webhookRow(await otherApp(srv));
  const foreign = await call("POST", `/2/posts/search/webhooks/${theirs}`);
  assert.equal(foreign.status, 404);
  assert.equal(foreign.body.errors[0].reason, "WebhookIdInvalid");
  assert.deepEqual((await call("DELETE", `/2/posts/search/webhooks/${h}`)).body, {
    data: { deleted: true },
  });
  assert.equal((await call("DELETE", `/2/posts/search/webhooks/${h}`)).status, 404);
});

test("targets: linked webhooks get matching posts with matching_rules, for post.create and post.edit only", async () => {
  const h = await webhookRow(app);
  await call("POST", `/2/posts/search/webhooks/${h}`);
  const made = await call("POST", RULES, {
    add: [
      { value: "cats -dogs", tag: "cats" },
      { value: "has:media from:demo", tag: "media" },
      { value: '"breaking news" OR (urgent alert)' },
    ],
  });
  const [cats, media, news] = made.body.data.map((r: { id: string }) => r.id);
  const post = (text: string, extra: Record<string, unknown> = {}) => ({
    post: {
      id: "77",
      text,
      author_id: me,
      created_at: "2026-01-01T00:00:00Z",
      nullcast: false,
      ...extra,
    },
    user: user(me, "demo"),
  });
  const seen: EventRow[] = [];
  const rulesFor = async (kind: "post.create" | "post.edit", payload: Record<string, unknown>) => {
    const e = await emitted({ kind, userId: me, payload });
    seen.push(e);
    const t = await targetsOf(await product(), e);
    return t.map((x) => [
      x.webhookId,
      (x.body.matching_rules as { id: string }[]).map((r) => r.id),
    ]);
  };
  assert.deepEqual(await rulesFor("post.create", post("I love Cats")), [[h, [cats]]]);
  assert.deepEqual(await rulesFor("post.create", post("cats and dogs")), []);
  assert.deepEqual(await rulesFor("post.edit", post("cats!", { media_keys: ["3_1"] })), [
    [h, [cats, media]],
  ]);
  assert.deepEqual(await rulesFor("post.create", post("BREAKING news today")), [[h, [news]]]);
  assert.deepEqual(await rulesFor("post.create", post("an alert, urgent")), [[h, [news]]]);
  assert.deepEqual(await rulesFor("post.create", post("news breaking")), []);
  const e = await emitted({ kind: "post.create", userId: me, payload: post("cats") });
  const [t] = await targetsOf(await product(), e);
  assert.deepEqual(t.body, {
    data: { ...(e.payload.post as object), edit_history_post_ids: ["77"] },
    // v2 user objects: username (what v2 clients such as tweepy read) beside the payload's fields.
    includes: { users: [{ ...user(me, "demo"), username: "demo" }] },
    matching_rules: [{ id: cats, tag: "cats" }],
  });
  const del = await emitted({
    kind: "post.delete",
    userId: me,
    payload: { post: { id: "77", author_id: me }, user: user(me) },
  });
  assert.deepEqual(await targetsOf(await product(), del), []);
  const direct = await emitted({
    kind: "post.create",
    userId: me,
    payload: post("cats"),
    test: { appId: app, webhookId: h },
  });
  assert.deepEqual(await targetsOf(await product(), direct), []);
  const stranger = await otherApp(srv);
  const asTest = await emitted({
    kind: "post.create",
    userId: me,
    payload: post("cats"),
    test: { appId: stranger },
  });
  assert.deepEqual(await targetsOf(await product(), asTest), []);
  // The fan-out's batch: one query for links, one for rules, the same answers event by event.
  await assertBatchMatches(await product(), [...seen, e, del, direct, asTest]);
});

test("an app holds at most 25,000 rules (RuleCapExceeded), and counts say so", async () => {
  const { db } = await import("../../lib/db/client");
  const { streamRules } = await import("../../lib/db/schema");
  const held = (await call("GET", `${RULES}/counts`)).body.data.client_app_rules_count.rule_count;
  const now = new Date();
  const missing = 25_000 - held;
  for (let start = 0; start < missing; start += 5000)
    await db()
      .insert(streamRules)
      .values(
        Array.from({ length: Math.min(5000, missing - start) }, (_, i) => ({
          id: `8${String(start + i).padStart(12, "0")}`,
          app_id: app,
          value: `filler${start + i}`,
          created_at: now,
        })),
      );
  const counts = await call("GET", `${RULES}/counts`);
  assert.equal(counts.body.data.client_app_rules_count.rule_count, 25_000);
  const r = await call("POST", RULES, { add: [{ value: "one more" }] });
  assert.equal(r.status, 429);
  assert.equal(r.body.errors[0].reason, "RuleCapExceeded");
});
