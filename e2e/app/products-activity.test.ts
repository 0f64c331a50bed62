import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  bearerFor,
  caller,
  emitted,
  otherApp,
  outboxOnly,
  setValid,
  targetsOf,
  user,
  userTokenFor,
  webhookRow,
} from "../support/product-rows";

/**
 * The activity product (FACTS "Activity subscriptions"): subscriptions over v2 with an app-only
 * bearer, and the targets the product computes for emitted events (each filter, test events, validity).
 */
let srv: TestServer, call: ReturnType<typeof caller>, app: string, hook: string;
let me: string, other: string;
const product = async () => (await import("../../lib/webhooks/products")).activityProduct;

before(async () => {
  srv = await inProcessServer();
  // An app of its own: other suites of the process subscribe the demo app (its lists are not ours).
  app = await otherApp(srv);
  call = caller(srv, await bearerFor(app));
  hook = await webhookRow(app);
  me = srv.credentials.user_id;
  other = srv.credentials.users.find((u) => u.user_id !== me)!.user_id;
  // The demo user authorizes it to read their direct messages, as they did the demo app.
  await userTokenFor(app, me, ["users.read", "dm.read"]);
});
after(() => srv?.stop());

const post = (text: string, author = me) => ({
  post: {
    id: `${Date.now()}`,
    text,
    author_id: author,
    created_at: new Date().toISOString(),
    edit_history_post_ids: [],
    nullcast: false,
  },
  user: user(author),
});

test("a subscription takes a PascalCase alias, stores the canonical name, and answers the documented shape", async () => {
  const r = await call("POST", "/2/activity/subscriptions", {
    event_type: "ProfileBioUpdate",
    filter: { user_id: me },
    tag: "bios",
    webhook_id: hook,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const s = r.body.data.subscription;
  assert.equal(s.event_type, "profile.update.bio");
  assert.deepEqual(s.filter, { user_id: me });
  assert.equal(s.tag, "bios");
  assert.equal(s.webhook_id, hook);
  assert.ok(s.subscription_id && s.created_at && s.updated_at);
  const dup = await call("POST", "/2/activity/subscriptions", {
    event_type: "profile.update.bio",
    filter: { user_id: me },
  });
  assert.equal(dup.status, 409);
  assert.equal(dup.body.errors[0].reason, "DuplicateSubscriptionFailed");
  const list = await call("GET", "/2/activity/subscriptions?max_results=1");
  assert.equal(list.status, 200);
  assert.equal(list.body.data[0].subscription_id, s.subscription_id);
});

test("bad subscriptions are refused naming the parameter", async () => {
  const cases: [unknown, string][] = [
    [{ event_type: "post.nope", filter: { user_id: me } }, "event_type"],
    [{ event_type: "post.create", filter: {} }, "filter"],
    [{ event_type: "post.create", filter: { user_id: "999999999" } }, "filter.user_id"],
    [
      { event_type: "post.create", filter: { user_id: me, direction: "inbound" } },
      "filter.direction",
    ],
    [{ event_type: "follow.follow", filter: { keyword: "cats" } }, "filter.keyword"],
    [{ event_type: "dm.sent", filter: { user_id: me, direction: "up" } }, "filter.direction"],
    [{ event_type: "post.create", filter: { user_id: me }, tag: "" }, "tag"],
    [{ event_type: "post.create", filter: { user_id: me }, tag: "x".repeat(201) }, "tag"],
    [{ event_type: "post.create", filter: { user_id: me }, webhook_id: "nope" }, "webhook_id"],
  ];
  for (const [body, parameter] of cases) {
    const r = await call("POST", "/2/activity/subscriptions", body);
    assert.ok(r.status === 400 || r.status === 404, JSON.stringify(r.body));
    assert.equal(r.body.errors[0].parameter, parameter, JSON.stringify(body));
  }
  const noAuth = await srv.fetch!(`${srv.baseUrl}/2/activity/subscriptions`);
  assert.equal(noAuth.status, 400);
  assert.equal((await noAuth.json()).errors[0].parameter, "authorization");
  const wrong = await caller(srv, "not-a-token")("GET", "/2/activity/subscriptions");
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.errors[0].reason, "UnsupportedAuthentication");
});

test("PUT changes only tag and webhook_id; DELETE removes one or several", async () => {
  const made = await call("POST", "/2/activity/subscriptions", {
    event_type: "post.delete",
    filter: { user_id: me },
  });
  const id = made.body.data.subscription.subscription_id;
  const refused = await call("PUT", `/2/activity/subscriptions/${id}`, {
    event_type: "post.create",
  });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.errors[0].parameter, "event_type");
  const put = await call("PUT", `/2/activity/subscriptions/${id}`, { tag: "t2", webhook_id: hook });
  assert.equal(put.status, 200);
  assert.equal(put.body.data.subscription.tag, "t2");
  assert.equal(put.body.data.subscription.webhook_id, hook);
  assert.equal(put.body.data.subscription.event_type, "post.delete");
  const second = await call("POST", "/2/activity/subscriptions", {
    event_type: "post.delete",
    filter: { user_id: other },
  });
  const id2 = second.body.data.subscription.subscription_id;
  const missing = await call("DELETE", `/2/activity/subscriptions?ids=${id},123`);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.errors[0].reason, "SubscriptionNotFound");
  const del = await call("DELETE", `/2/activity/subscriptions?ids=${id},${id2}`);
  assert.equal(del.status, 200);
  const again = await call("DELETE", `/2/activity/subscriptions/${id}`);
  assert.equal(again.status, 404);
});

test("targets: the user_id filter, the message envelope, and only valid webhooks", async () => {
  await call("POST", "/2/activity/subscriptions", {
    event_type: "PostCreate",
    filter: { user_id: me },
    tag: "mine",
    webhook_id: hook,
  });
  const e = await emitted({ kind: "post.create", userId: me, payload: post("hello") });
  const [t, ...rest] = await targetsOf(await product(), e);
  assert.equal(rest.length, 0);
  assert.equal(t.webhookId, hook);
  assert.deepEqual(t.body, {
    data: {
      event_uuid: e.id,
      filter: { user_id: me },
      event_type: "post.create",
      tag: "mine",
      payload: e.payload,
    },
  });
  const theirs = await emitted({ kind: "post.create", userId: other, payload: post("hi", other) });
  assert.deepEqual(await targetsOf(await product(), theirs), []);
  await setValid(hook, false);
  assert.deepEqual(await targetsOf(await product(), e), []);
  await setValid(hook, true);
});

test("targets: keyword matches whole words without case, in post text and the new bio", async () => {
  const h = await webhookRow(app);
  for (const event_type of ["post.edit", "profile.update.bio"])
    await call("POST", "/2/activity/subscriptions", {
      event_type,
      filter: { keyword: "Big Cat" },
      webhook_id: h,
    });
  const edit = (text: string) =>
    emitted({ kind: "post.edit", userId: other, payload: post(text, other) });
  assert.equal((await targetsOf(await product(), await edit("a BIG cat!"))).length, 1);
  assert.equal((await targetsOf(await product(), await edit("big cats"))).length, 0);
  assert.equal((await targetsOf(await product(), await edit("cat big"))).length, 0);
  const bio = (after: string) =>
    emitted({
      kind: "profile.update.bio",
      userId: other,
      payload: { user: user(other), before: null, after },
    });
  const [t] = await targetsOf(await product(), await bio("I have a big cat"));
  assert.equal(t.webhookId, h);
  assert.deepEqual(t.body.data, { ...(t.body.data as object), filter: { keyword: "Big Cat" } });
  assert.equal((await targetsOf(await product(), await bio("no pets"))).length, 0);
});

test("targets: direction filters direct-message kinds", async () => {
  const h = await webhookRow(app);
  await call("POST", "/2/activity/subscriptions", {
    event_type: "DmReceived",
    filter: { user_id: me, direction: "inbound" },
    webhook_id: h,
  });
  const dm = (direction: string) =>
    emitted({
      kind: "dm.received",
      userId: me,
      payload: { user: user(me), direction, sender: user(other), recipient: user(me) },
    });
  assert.equal((await targetsOf(await product(), await dm("inbound"))).length, 1);
  assert.equal((await targetsOf(await product(), await dm("outbound"))).length, 0);
});

test("targets: a test event reaches only its own app; one naming a webhook is not this product's", async () => {
  const stranger = await otherApp(srv);
  const theirHook = await webhookRow(stranger);
  const { db } = await import("../../lib/db/client");
  const { activitySubscriptions } = await import("../../lib/db/schema");
  const now = new Date();
  await db()
    .insert(activitySubscriptions)
    .values({
      id: `${Date.now()}7`,
      app_id: stranger,
      event_type: "spaces.start",
      filter_user_id: me,
      webhook_id: theirHook,
      created_at: now,
      updated_at: now,
    });
  await call("POST", "/2/activity/subscriptions", {
    event_type: "spaces.start",
    filter: { user_id: me },
    webhook_id: hook,
  });
  const payload = { user: user(me), space: { id: "1", title: "t", started_at: now.toISOString() } };
  const real = await emitted({ kind: "spaces.start", userId: me, payload });
  assert.deepEqual(
    (await targetsOf(await product(), real)).map((t) => t.webhookId).sort(),
    [hook, theirHook].sort(),
  );
  const mine = await emitted({ kind: "spaces.start", userId: me, payload, test: { appId: app } });
  assert.deepEqual(
    (await targetsOf(await product(), mine)).map((t) => t.webhookId),
    [hook],
  );
  const direct = await emitted({
    kind: "spaces.start",
    userId: me,
    payload,
    test: { appId: app, webhookId: hook },
  });
  assert.deepEqual(await targetsOf(await product(), direct), []);
});

test("private kinds need the filtered user's authorization of the app; a revocation ends them", async () => {
  const analyst = srv.credentials.users.find((u) => u.user_id !== me)!.user_id;
  // An app of its own, which the analyst has never authorized (other suites authorize the demo app).
  const app = await otherApp(srv);
  const call = caller(srv, await bearerFor(app));
  const body = {
    event_type: "dm.sent",
    filter: { user_id: analyst },
    webhook_id: await webhookRow(app),
  };
  const refused = await call("POST", "/2/activity/subscriptions", body);
  assert.equal(refused.status, 403);
  assert.equal(refused.body.errors[0].reason, "NotAuthorized");
  assert.match(refused.body.errors[0].detail, /dm\.read/);
  await userTokenFor(app, analyst, ["users.read"]);
  assert.equal((await call("POST", "/2/activity/subscriptions", body)).status, 403);
  await userTokenFor(app, analyst, ["users.read", "dm.read"]);
  const made = await call("POST", "/2/activity/subscriptions", body);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const revoke = await outboxOnly({
    kind: "user.authorization.revoke",
    userId: analyst,
    payload: { user: user(analyst), app_id: app },
  });
  await targetsOf(await product(), revoke);
  const left = await call("GET", "/2/activity/subscriptions?max_results=1000");
  const ids = left.body.data.map((s: { subscription_id: string }) => s.subscription_id);
  assert.ok(!ids.includes(made.body.data.subscription.subscription_id));
});

test("an app holds at most 1,000 activity subscriptions", async () => {
  const { db } = await import("../../lib/db/client");
  const { activitySubscriptions } = await import("../../lib/db/schema");
  const { MAX_ACTIVITY_SUBSCRIPTIONS } = await import("../../lib/webhooks/products/activity-store");
  const held = (await call("GET", "/2/activity/subscriptions?max_results=1000")).body.data.length;
  const now = new Date();
  const rows = Array.from({ length: MAX_ACTIVITY_SUBSCRIPTIONS - held }, (_, i) => ({
    id: `9${String(i).padStart(12, "0")}`,
    app_id: app,
    event_type: "post.create",
    filter_keyword: `word${i}`,
    created_at: now,
    updated_at: now,
  }));
  await db().insert(activitySubscriptions).values(rows);
  const r = await call("POST", "/2/activity/subscriptions", {
    event_type: "post.create",
    filter: { keyword: "one too many" },
  });
  assert.equal(r.status, 429);
  assert.equal(r.body.errors[0].reason, "SubscriptionLimitExceeded");
});
