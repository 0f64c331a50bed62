import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleFetch, consoleSessionFor } from "../support/console-session";
import { userTokenFor } from "../support/product-rows";
import { newApp, startReceiver, type Receiver } from "../support/webhooks";

/**
 * /console-api/apps/:id/subscriptions: the console's subscriptions page API. Ownership, CSRF, the
 * products' own checks answered in the console format with the form's parameter, and all-or-nothing
 * bulk delete.
 */
type Session = { cookie: string; csrf: string };
let srv: TestServer, demo: Session, analyst: Session, app: string, hook: string, base: string;
let me: string, analystId: string, receiver: Receiver;

before(async () => {
  srv = await inProcessServer({ env: { WEBHOOK_ALLOW_INSECURE_URLS: "1" } });
  me = srv.credentials.user_id;
  analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  demo = await consoleSessionFor(me);
  analyst = await consoleSessionFor(analystId);
  const made = await newApp("console subscriptions");
  app = made.id;
  // A real registration: the loopback receiver answers the CRC with the app's consumer secret.
  receiver = await startReceiver(made.secret);
  const registered = await call(demo, "POST", `/console-api/apps/${app}/webhooks`, {
    url: receiver.url,
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  hook = registered.body.data.id;
  base = `/console-api/apps/${app}/subscriptions`;
});
after(async () => {
  await receiver?.close();
  await srv?.stop();
});

async function call(
  who: Session | null,
  method: string,
  path: string,
  body?: unknown,
  csrf = true,
) {
  const res = await consoleFetch(srv, who, method, path, body, csrf);
  return { status: res.status, body: await res.json() };
}
const overview = async () => (await call(demo, "GET", base)).body.data;

test("only the app's owner reads it; writes need the CSRF header", async () => {
  assert.equal((await call(null, "GET", base)).status, 401);
  assert.equal((await call(analyst, "GET", base)).status, 404);
  const add = { event_type: "post.create", filter: { keyword: "cats" } };
  assert.equal((await call(demo, "POST", `${base}/activity`, add, false)).status, 403);
  assert.equal((await call(analyst, "POST", `${base}/activity`, add)).status, 404);
  const data = await overview();
  assert.deepEqual(data.activity, []);
  assert.deepEqual(
    data.webhooks.map((w: { id: string }) => w.id),
    [hook],
  );
});

test("an activity subscription is created with a screen name, edited and deleted", async () => {
  const r = await call(demo, "POST", `${base}/activity`, {
    event_type: "post.create",
    filter: { user_id: "@demo", keyword: "big cat", direction: "" },
    tag: "mine",
    webhook_id: hook,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const [row] = (await overview()).activity;
  assert.equal(row.filter.user_id, me);
  assert.equal(row.filter.keyword, "big cat");
  assert.equal(row.filter_user.screen_name, "demo");
  assert.equal(row.webhook_url, receiver.url);
  const e = await call(demo, "PATCH", `${base}/activity/${row.subscription_id}`, {
    tag: "renamed",
    webhook_id: null,
  });
  assert.equal(e.status, 200, JSON.stringify(e.body));
  const [edited] = (await overview()).activity;
  assert.equal(edited.tag, "renamed");
  assert.equal(edited.webhook_url, null);
  const d = await call(demo, "DELETE", `${base}/activity/${row.subscription_id}`);
  assert.equal(d.status, 200);
  assert.deepEqual((await overview()).activity, []);
});

test("the products' refusals come back on the form's field", async () => {
  const post = (body: unknown) => call(demo, "POST", `${base}/activity`, body);
  const kw = await post({ event_type: "post.delete", filter: { user_id: me, keyword: "x" } });
  assert.equal(kw.status, 400);
  assert.equal(kw.body.errors[0].parameter, "filter.keyword");
  const none = await post({ event_type: "post.create", filter: {} });
  assert.equal(none.body.errors[0].parameter, "filter");
  const tag = await post({
    event_type: "post.create",
    filter: { user_id: me },
    tag: "t".repeat(201),
  });
  assert.equal(tag.body.errors[0].parameter, "tag");
  const who = await post({ event_type: "post.create", filter: { user_id: "@nobody_here_1" } });
  assert.equal(who.body.errors[0].parameter, "filter.user_id");
  const dm = await post({ event_type: "dm.sent", filter: { user_id: analystId } });
  assert.equal(dm.status, 403);
  assert.equal(dm.body.errors[0].parameter, "filter.user_id");
  const kind = await post({ event_type: "nope", filter: { user_id: me } });
  assert.equal(kind.body.errors[0].parameter, "event_type");
  assert.deepEqual((await overview()).activity, []);
});

test("bulk delete is all or nothing", async () => {
  const ids: string[] = [];
  for (const keyword of ["one", "two"]) {
    const r = await call(demo, "POST", `${base}/activity`, {
      event_type: "post.create",
      filter: { keyword },
    });
    ids.push(r.body.data.subscription_id);
  }
  const bad = await call(demo, "POST", `${base}/activity/delete`, { ids: [...ids, "999"] });
  assert.equal(bad.status, 404);
  assert.equal((await overview()).activity.length, 2);
  const ok = await call(demo, "POST", `${base}/activity/delete`, { ids });
  assert.equal(ok.status, 200);
  assert.deepEqual((await overview()).activity, []);
});

test("rules: check, add, refuse with the parser's reason on the field, count, delete", async () => {
  const check = await call(demo, "POST", `${base}/rules`, { value: "cats -dogs", dry_run: true });
  assert.equal(check.status, 200, JSON.stringify(check.body));
  assert.equal((await overview()).rule_counts.rule_count, 0);
  const add = await call(demo, "POST", `${base}/rules`, { value: "cats -dogs", tag: "cats" });
  assert.equal(add.status, 201);
  const bad = await call(demo, "POST", `${base}/rules`, { value: "min_likes:3", dry_run: true });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors[0].parameter, "value");
  assert.match(bad.body.errors[0].message, /min_likes/);
  const dup = await call(demo, "POST", `${base}/rules`, { value: "cats -dogs" });
  assert.match(dup.body.errors[0].message, /already exists/);
  const data = await overview();
  assert.equal(data.rule_counts.rule_count, 1);
  assert.equal(data.rules[0].tag, "cats");
  const d = await call(demo, "DELETE", `${base}/rules/${data.rules[0].id}`);
  assert.equal(d.body.data.rule_count, 0);
});

test("stream webhooks link and unlink; account activity users are listed and removed", async () => {
  assert.equal((await call(demo, "POST", `${base}/stream-webhooks/${hook}`)).status, 200);
  assert.deepEqual((await overview()).stream_webhooks, [hook]);
  assert.equal((await call(demo, "DELETE", `${base}/stream-webhooks/${hook}`)).status, 200);
  const again = await call(demo, "DELETE", `${base}/stream-webhooks/${hook}`);
  assert.equal(again.status, 404);
  assert.equal(again.body.errors[0].parameter, "webhook_id");

  // The analyst subscribes through the product (a user-context act), the owner removes them.
  const { ACCOUNT_ACTIVITY_SCOPES } =
    await import("../../lib/webhooks/routes/account-activity-kit");
  const token = await userTokenFor(app, analystId, ACCOUNT_ACTIVITY_SCOPES);
  const res = await srv.fetch!(
    `${srv.baseUrl}/2/account_activity/webhooks/${hook}/subscriptions/all`,
    { method: "POST", headers: { authorization: `Bearer ${token}` } },
  );
  assert.equal(res.status, 200, await res.text());
  const [entry] = (await overview()).account_activity;
  assert.equal(entry.count, 1);
  assert.deepEqual(entry.users, [{ id: analystId, screen_name: "analyst" }]);
  const gone = await call(demo, "DELETE", `${base}/account/${hook}/${analystId}`);
  assert.equal(gone.status, 200);
  assert.equal((await overview()).account_activity[0].count, 0);
});

test("below the Enterprise tier the page says so, and linking a stream webhook or news.new is refused", async () => {
  const tier = (to: string) =>
    call(demo, "PUT", `/console-api/apps/${app}/usage/tier`, { tier: to });
  assert.deepEqual((await overview()).unavailable, { stream_webhooks: null, news_new: null });
  assert.equal((await call(demo, "POST", `${base}/stream-webhooks/${hook}`)).status, 200);
  assert.equal((await tier("pro")).status, 200);
  try {
    const { unavailable } = await overview();
    assert.equal(
      unavailable.stream_webhooks,
      "Filtered-stream webhooks need the Enterprise tier; this app is on the Pro tier.",
    );
    assert.equal(
      unavailable.news_new,
      "news.new events need the Enterprise tier; this app is on the Pro tier.",
    );
    const link = await call(demo, "POST", `${base}/stream-webhooks/${hook}`);
    assert.equal(link.status, 403);
    assert.equal(link.body.errors[0].code, "ClientNotEnrolled");
    assert.match(link.body.errors[0].message, /need the Enterprise tier/);
    const news = await call(demo, "POST", `${base}/activity`, {
      event_type: "news.new",
      filter: { keyword: "cats" },
    });
    assert.deepEqual([news.status, news.body.errors[0].code], [403, "ClientNotEnrolled"]);
    // What was linked before can still be unlinked: stopping deliveries is open to every tier.
    assert.equal((await call(demo, "DELETE", `${base}/stream-webhooks/${hook}`)).status, 200);
    assert.deepEqual((await overview()).stream_webhooks, []);
  } finally {
    assert.equal((await tier("enterprise")).status, 200);
  }
});
