import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  assertBatchMatches,
  bearerFor,
  caller,
  demoAppId,
  emitted,
  type EventRow,
  oauth1Call,
  outboxOnly,
  otherApp,
  targetsOf,
  user,
  userTokenFor,
  webhookRow,
} from "../support/product-rows";

/**
 * Account activity (FACTS "Account activity", "Account-activity payloads"): subscribing takes user
 * context (OAuth 1.0a, or an OAuth 2.0 user token with the read scopes); the app lists, counts and
 * removes with its bearer; each kind's message; a revoked authorization ends the subscriptions.
 */
let srv: TestServer, call: ReturnType<typeof caller>, app: string, hook: string, me: string;
const SCOPES = ["users.read", "post.read", "dm.read", "follow.read", "like.read"];
const product = async () => (await import("../../lib/webhooks/products")).accountActivityProduct;
const sub = (h: string) => `/2/account_activity/webhooks/${h}/subscriptions`;

before(async () => {
  srv = await inProcessServer();
  app = await demoAppId(srv);
  call = caller(srv, await bearerFor(app));
  hook = await webhookRow(app);
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

test("subscribing takes user context: bearer refused, OAuth 1.0a accepted, OAuth 2.0 needs the scopes", async () => {
  const bearer = await call("POST", `${sub(hook)}/all`);
  assert.equal(bearer.status, 401);
  assert.equal(bearer.body.errors[0].reason, "UnsupportedAuthentication");
  const ok = await oauth1Call(srv, "POST", `${sub(hook)}/all`);
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.deepEqual(ok.body, { data: { subscribed: true } });
  const dup = await oauth1Call(srv, "POST", `${sub(hook)}/all`);
  assert.equal(dup.status, 409);
  assert.equal(dup.body.errors[0].reason, "DuplicateSubscriptionFailed");
  const check = await oauth1Call(srv, "GET", `${sub(hook)}/all`);
  assert.deepEqual(check.body, { data: { subscribed: true } });

  const analyst = srv.credentials.users.find((u) => u.user_id !== me)!.user_id;
  const narrow = caller(srv, await userTokenFor(app, analyst, ["users.read", "post.read"]));
  const refused = await narrow("POST", `${sub(hook)}/all`);
  assert.equal(refused.status, 403);
  assert.match(refused.body.errors[0].detail, /dm\.read/);
  const full = caller(srv, await userTokenFor(app, analyst, SCOPES));
  assert.equal((await full("GET", `${sub(hook)}/all`)).body.data.subscribed, false);
  assert.equal((await full("POST", `${sub(hook)}/all`)).status, 200);

  const list = await call("GET", `${sub(hook)}/all/list`);
  assert.equal(list.status, 200);
  assert.deepEqual(
    list.body.data.subscriptions.map((s: { user_id: string }) => s.user_id),
    [me, analyst],
  );
  const count = await call("GET", "/2/account_activity/subscriptions/count");
  assert.equal(count.body.data.subscriptions_count_all, 2);
  const del = await call("DELETE", `${sub(hook)}/${analyst}/all`);
  assert.deepEqual(del.body, { data: { subscribed: false } });
  const gone = await call("DELETE", `${sub(hook)}/${analyst}/all`);
  assert.equal(gone.status, 404);
  assert.equal(gone.body.errors[0].reason, "SubscriptionNotFound");
});

test("a webhook of another app, or none, is WebhookIdInvalid", async () => {
  const theirs = await webhookRow(await otherApp(srv));
  for (const h of [theirs, "nope"]) {
    const r = await oauth1Call(srv, "POST", `${sub(h)}/all`);
    assert.equal(r.status, 404);
    assert.equal(r.body.errors[0].reason, "WebhookIdInvalid");
  }
});

test("targets: each kind's message carries for_user_id and its array", async () => {
  const h = await webhookRow(app);
  const userId = srv.credentials.users.at(-1)!.user_id;
  const { db } = await import("../../lib/db/client");
  const { accountActivitySubscriptions } = await import("../../lib/db/schema");
  await db()
    .insert(accountActivitySubscriptions)
    .values({ webhook_id: h, user_id: userId, app_id: app, created_at: new Date() });
  const u = user(userId);
  const them = user(me);
  const postObj = {
    id: "11",
    text: "t",
    author_id: userId,
    created_at: "x",
    edit_history_post_ids: ["11"],
  };
  const cases: [string, Record<string, unknown>, string][] = [
    ["post.create", { post: postObj, user: u }, "post_create_events"],
    ["post.edit", { post: postObj, user: u, previous_post_id: "10" }, "post_edit_events"],
    ["post.delete", { post: { id: "11", author_id: userId }, user: u }, "post_delete_events"],
    ["like.create", { source: them, target: u, post_id: "11" }, "favorite_events"],
    ["follow.follow", { source: them, target: u }, "follow_events"],
    ["follow.unfollow", { source: them, target: u }, "follow_events"],
    ["block.block", { source: u, target: them }, "block_events"],
    ["mute.mute", { source: u, target: them }, "mute_events"],
    [
      "dm.received",
      {
        user: u,
        direction: "inbound",
        sender: them,
        recipient: u,
        message: { id: "5", text: "hi" },
      },
      "direct_message_events",
    ],
    [
      "dm.indicate_typing",
      { user: u, direction: "inbound", sender: them, recipient: u },
      "direct_message_indicate_typing_events",
    ],
    [
      "dm.read",
      { user: u, direction: "outbound", sender: u, recipient: them, message: { id: "5" } },
      "direct_message_mark_read_events",
    ],
    ["profile.update.bio", { user: u, before: "a", after: "b" }, "user_update_events"],
  ];
  const seen: EventRow[] = [];
  for (const [kind, payload, key] of cases) {
    const e = await emitted({ kind: kind as "post.create", userId, payload });
    seen.push(e);
    const targets = await targetsOf(await product(), e);
    assert.equal(targets.length, 1, kind);
    assert.equal(targets[0].webhookId, h);
    assert.equal(targets[0].body.for_user_id, userId);
    assert.ok(Array.isArray(targets[0].body[key]), `${kind} → ${key}`);
  }
  const del = await emitted({ kind: "post.delete", userId, payload: cases[2][1] });
  const [d] = await targetsOf(await product(), del);
  assert.deepEqual(d.body.post_delete_events, [
    { status: { id: "11", user_id: userId }, timestamp_ms: String(del.occurred_at.getTime()) },
  ]);
  const fol = await emitted({ kind: "follow.unfollow", userId, payload: cases[5][1] });
  const [f] = await targetsOf(await product(), fol);
  assert.equal((f.body.follow_events as { type: string }[])[0].type, "unfollow");
  const spaces = await emitted({
    kind: "spaces.start",
    userId,
    payload: { user: u, space: { id: "1", title: "t", started_at: "x" } },
  });
  assert.deepEqual(await targetsOf(await product(), spaces), []);
  // The fan-out's batch (one query for every user of the batch) answers what each event alone does,
  // a test event of another app and an event about a user nobody subscribed included.
  const stranger = await otherApp(srv);
  const asTest = await emitted({
    kind: "follow.follow",
    userId,
    payload: cases[4][1],
    test: { appId: stranger },
  });
  const ownTest = await emitted({
    kind: "follow.follow",
    userId,
    payload: cases[4][1],
    test: { appId: app },
  });
  const nobody = await emitted({ kind: "follow.follow", userId: me, payload: cases[4][1] });
  await assertBatchMatches(await product(), [...seen, del, spaces, asTest, ownTest, nobody]);
});

test("a revoked authorization is delivered as user_event, then ends that app's subscriptions", async () => {
  const h = await webhookRow(app);
  const stranger = await otherApp(srv);
  const theirHook = await webhookRow(stranger);
  const userId = srv.credentials.users[1].user_id;
  const { db } = await import("../../lib/db/client");
  const { accountActivitySubscriptions } = await import("../../lib/db/schema");
  for (const [webhook_id, app_id] of [
    [h, app],
    [theirHook, stranger],
  ])
    await db()
      .insert(accountActivitySubscriptions)
      .values({ webhook_id, user_id: userId, app_id, created_at: new Date() });
  const payload = { user: user(userId), app_id: app };
  const asTest = await outboxOnly({
    kind: "user.authorization.revoke",
    userId,
    payload,
    test: { appId: app },
  });
  assert.equal((await targetsOf(await product(), asTest)).length, 1);
  const e = await outboxOnly({ kind: "user.authorization.revoke", userId, payload });
  const targets = await targetsOf(await product(), e);
  assert.deepEqual(
    targets.map((t) => t.webhookId),
    [h],
  );
  assert.equal(
    (targets[0].body.user_event as { revoke: { target: { app_id: string } } }).revoke.target.app_id,
    app,
  );
  const left = await db().select().from(accountActivitySubscriptions);
  assert.deepEqual(
    left.filter((r) => r.user_id === userId).map((r) => r.app_id),
    [stranger],
  );
  const after = await emitted({
    kind: "post.delete",
    userId,
    payload: { post: { id: "1", author_id: userId }, user: user(userId) },
  });
  assert.deepEqual(
    (await targetsOf(await product(), after)).map((t) => t.webhookId),
    [theirHook],
  );
});
