import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, type Ads } from "../support/ads-helpers";
import { bearerCall, demoBearer, demoKeys, userCall } from "../support/sources";
import { until } from "../support/receiver";
import { expectStatus, flowReceiver, hmac, type FlowReceiver } from "../support/flow-receiver";
import { consoleSessionFor } from "../support/console-session";

/**
 * The whole event path for real, nothing written as rows: webhooks registered through POST
 * /2/webhooks (the receiver answers the CRC), subscriptions through the products' endpoints, changes
 * through the interfaces (advertising post, console profile, v2 posts, console revocation, the
 * generator), and what a loopback receiver gets: envelope, signature (its own HMAC), event and
 * delivery ids. The revocation describe runs last: it ends the demo user's tokens for the demo app.
 */
let srv: TestServer, ads: Ads, account: string, me: string, secret: string;
let app: ReturnType<typeof bearerCall>, demo: ReturnType<typeof userCall>;
const receivers: FlowReceiver[] = [];
// One console session for the suite (a new one per call could replace the grant the last one named).
let session: { cookie: string; csrf: string };

before(async () => {
  await inProcessServer({ env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: "0.5" } });
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  secret = srv.credentials.consumer_secret;
  app = bearerCall(srv, await demoBearer(srv));
  const k = demoKeys(srv);
  demo = userCall(srv, k.consumer, k.token);
  session = await consoleSessionFor(me);
  // The suite registers up to the app's limit of webhooks: the files before it in its process leave
  // theirs on the same demo app.
  const held = expectStatus(await app("GET", "/2/webhooks"), 200).body.data ?? [];
  for (const w of held as { id: string }[])
    expectStatus(await app("DELETE", `/2/webhooks/${w.id}`), 200);
});
after(async () => {
  for (const r of receivers) await r.close();
  await srv?.stop();
});

/** A receiver and its webhook, registered through the API (the CRC is answered by the receiver). */
async function webhook(): Promise<{ r: FlowReceiver; id: string }> {
  const r = await flowReceiver(secret);
  receivers.push(r);
  const res = expectStatus(await app("POST", "/2/webhooks", { url: r.url }), 200);
  assert.equal(res.body.data.valid, true);
  return { r, id: res.body.data.id };
}

/** Every message is signed over its raw body with the consumer secret and names event and delivery. */
function checkSigned(r: FlowReceiver) {
  for (const m of r.got) {
    assert.equal(m.headers["x-svc-webhooks-signature"], hmac(secret, m.raw));
    assert.match(String(m.headers["x-svc-event-id"]), /^[0-9a-f-]{36}$/);
    assert.ok(m.headers["x-svc-delivery-id"]);
  }
  const ids = r.got.map(
    (m) => `${m.headers["x-svc-delivery-id"]}/${m.headers["x-svc-delivery-attempt"]}`,
  );
  assert.equal(new Set(ids).size, ids.length, "each attempt of a delivery once");
}

async function subscribe(body: Record<string, unknown>): Promise<string> {
  const r = expectStatus(await app("POST", "/2/activity/subscriptions", body), 201);
  return r.body.data.subscription.subscription_id;
}

async function profile(fields: Record<string, string>): Promise<void> {
  const s = session;
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/profile`, {
    method: "PUT",
    headers: { cookie: s.cookie, "x-csrf-token": s.csrf, "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
  assert.equal(res.status, 200, await res.text());
}

const adsPost = async (text: string) => {
  const r = await ads.post(`accounts/${account}/post`, { as_user_id: me, text });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id as string;
};
const uniq = () => Math.random().toString(36).slice(2, 8);

describe("activity", () => {
  test("an advertising post, a keyword filter, a bio change and an alias subscription", async () => {
    const { r, id } = await webhook();
    const word = `zebra${uniq()}`;
    await subscribe({
      event_type: "post.create",
      filter: { user_id: me },
      tag: "mine",
      webhook_id: id,
    });
    await subscribe({
      event_type: "PostCreate",
      filter: { keyword: word },
      tag: "kw",
      webhook_id: id,
    });
    await subscribe({ event_type: "profile.update.bio", filter: { user_id: me }, webhook_id: id });
    const plain = await adsPost(`nothing to see ${uniq()}`);
    const hit = await adsPost(`a ${word} walks by ${uniq()}`);
    const bio = `Bio ${uniq()}`;
    await profile({ bio });
    // mine ×2, kw ×1 (the plain post has no keyword), the bio change ×1
    await until(() => r.got.length >= 4);
    checkSigned(r);
    const byTag = (tag: string | null) => r.got.filter((m) => m.body.data.tag === tag);
    const mine = byTag("mine").map((m) => m.body.data);
    assert.deepEqual(mine.map((d) => d.payload.post.id).sort(), [plain, hit].sort());
    for (const d of mine) {
      assert.deepEqual(Object.keys(d).sort(), [
        "event_type",
        "event_uuid",
        "filter",
        "payload",
        "tag",
      ]);
      assert.equal(d.event_type, "post.create");
      assert.deepEqual(d.filter, { user_id: me });
      assert.equal(d.payload.user.id, me);
      assert.equal(d.payload.post.author_id, me);
      assert.deepEqual(d.payload.post.edit_history_post_ids, [d.payload.post.id]);
    }
    const kw = byTag("kw").map((m) => m.body.data);
    assert.equal(kw.length, 1, "only the post with the keyword");
    assert.equal(kw[0].payload.post.id, hit);
    assert.equal(kw[0].event_type, "post.create", "the alias subscription gets the dot name");
    assert.deepEqual(kw[0].filter, { keyword: word });
    const [b] = r.got.filter((m) => m.body.data.event_type === "profile.update.bio");
    assert.equal(b.body.data.payload.after, bio);
    assert.equal(b.body.data.payload.user.id, me);
    assert.ok("before" in b.body.data.payload);
    const sameEvent = r.got.filter((m) => m.body.data.payload.post?.id === hit);
    assert.equal(sameEvent.length, 2, "one event through two subscriptions");
    assert.equal(sameEvent[0].headers["x-svc-event-id"], sameEvent[1].headers["x-svc-event-id"]);
    assert.equal(sameEvent[0].headers["x-svc-event-id"], sameEvent[0].body.data.event_uuid);
  });
});

describe("filtered stream", () => {
  test("a matching post arrives with matching_rules and edit history; another does not", async () => {
    const { r, id } = await webhook();
    const word = `otter${uniq()}`;
    const rules = expectStatus(
      await app("POST", "/2/posts/search/stream/rules", { add: [{ value: word, tag: "otters" }] }),
      201,
    );
    const ruleId = rules.body.data[0].id;
    expectStatus(await app("POST", `/2/posts/search/webhooks/${id}`), 200);
    const miss = await adsPost(`no animals here ${uniq()}`);
    const hit = await adsPost(`an ${word} swims ${uniq()}`);
    await until(() => r.got.length >= 1);
    checkSigned(r);
    const ids = r.got.map((m) => m.body.data.id);
    assert.ok(ids.includes(hit));
    assert.ok(!ids.includes(miss), "a post no rule matches is not sent");
    const m = r.got.find((x) => x.body.data.id === hit)!;
    assert.deepEqual(m.body.matching_rules, [{ id: ruleId, tag: "otters" }]);
    assert.deepEqual(m.body.data.edit_history_post_ids, [hit]);
    assert.equal(m.body.includes.users[0].id, me);
  });
});

describe("invalid webhooks", () => {
  test("an invalid webhook receives nothing; after a fixed PUT held deliveries arrive", async () => {
    const schedule = await import("../../lib/webhooks/delivery/schedule");
    const { r, id } = await webhook();
    await subscribe({ event_type: "profile.update.geo", filter: { user_id: me }, webhook_id: id });
    // The first attempt fails and is retried 2 s later: the delivery is held while the webhook is invalid.
    schedule.setRetrySchedule([2000]);
    r.status = (n) => (n === 1 ? 500 : 200);
    await profile({ location: `Held ${uniq()}` });
    await until(() => r.got.length >= 1);
    r.crcRight = false;
    const put = await app("PUT", `/2/webhooks/${id}`);
    assert.equal(put.status, 400);
    assert.equal(put.body.errors[0].reason, "CrcValidationFailed");
    const listed = (await app("GET", "/2/webhooks")).body.data.find(
      (w: { id: string }) => w.id === id,
    );
    assert.equal(listed.valid, false);
    await profile({ location: `Lost ${uniq()}` });
    // Past the retry time, nothing more came: the held delivery waits, the new event made none.
    const passed = Date.now() + 3000;
    await until(() => Date.now() > passed, 10_000);
    assert.equal(r.got.length, 1);
    r.crcRight = true;
    assert.deepEqual(expectStatus(await app("PUT", `/2/webhooks/${id}`), 200).body, {
      data: { valid: true },
    });
    await until(() => r.got.length >= 2);
    checkSigned(r);
    assert.equal(r.got[1].headers["x-svc-delivery-id"], r.got[0].headers["x-svc-delivery-id"]);
    assert.equal(r.got[1].headers["x-svc-delivery-attempt"], "2");
    assert.match(r.got[1].body.data.payload.after, /^Held /);
    schedule.setRetrySchedule(null);
  });
});

describe("test events", () => {
  test("through a subscription, and straight to a webhook", async () => {
    const { r, id } = await webhook();
    await subscribe({
      event_type: "FollowFollow",
      filter: { user_id: me },
      tag: "follows",
      webhook_id: id,
    });
    const viaSub = expectStatus(
      await app("POST", "/2/webhooks/events/test", { event_type: "follow.follow" }),
      200,
    );
    const direct = expectStatus(
      await app("POST", "/2/webhooks/events/test", { event_type: "Favorite", webhook_id: id }),
      200,
    );
    await until(() => r.got.length >= 2);
    checkSigned(r);
    const of = (eventId: string) => r.got.find((m) => m.headers["x-svc-event-id"] === eventId)!;
    const s = of(viaSub.body.data.event_id).body.data;
    assert.deepEqual(
      [s.event_type, s.tag, s.filter],
      ["follow.follow", "follows", { user_id: me }],
    );
    assert.equal(s.payload.source.id, me);
    const d = of(direct.body.data.event_id).body.data;
    assert.deepEqual([d.event_type, d.tag, d.test, d.filter], ["like.create", null, true, {}]);
    assert.ok(d.payload.post_id);
  });
});

describe("account activity (runs last: the revocation ends the demo user's tokens)", () => {
  test("post create/edit/delete, then the revocation, then nothing more", async () => {
    const { r, id } = await webhook();
    const sub = `/2/account_activity/webhooks/${id}/subscriptions/all`;
    expectStatus(await demo("POST", sub), 200);
    const created = expectStatus(await demo("POST", "/2/posts", { text: `first ${uniq()}` }), 201);
    const first = created.body.data.id;
    const edit = { text: `edited ${uniq()}`, edit_options: { previous_post_id: first } };
    const second = expectStatus(await demo("POST", "/2/posts", edit), 201).body.data.id;
    expectStatus(await demo("DELETE", `/2/posts/${second}`), 200);
    await until(() => r.got.length >= 3);
    checkSigned(r);
    for (const m of r.got) assert.equal(m.body.for_user_id, me);
    const [c] = r.got.filter((m) => m.body.post_create_events).map((m) => m.body);
    assert.equal(c.post_create_events[0].id, first);
    assert.equal(c.post_create_events[0].user.id, me);
    const [e] = r.got.filter((m) => m.body.post_edit_events).map((m) => m.body);
    assert.deepEqual(e.post_edit_events[0].edit_history_post_ids, [first, second]);
    assert.equal(e.post_edit_events[0].previous_post_id, first);
    const [d] = r.got.filter((m) => m.body.post_delete_events).map((m) => m.body);
    assert.deepEqual(d.post_delete_events[0].status, { id: second, user_id: me });
    const appId = (await app("GET", sub + "/list")).body.data.application_id;
    await revokeAndCheck(r, id, appId);
  });
});

async function revokeAndCheck(r: FlowReceiver, hookId: string, appId: string) {
  const s = session;
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/connections/${appId}`, {
    method: "DELETE",
    headers: { cookie: s.cookie, "x-csrf-token": s.csrf },
  });
  assert.equal(res.status, 200);
  await until(() => r.got.some((m) => m.body.user_event));
  const u = r.got.find((m) => m.body.user_event)!.body;
  assert.equal(u.for_user_id, me);
  assert.deepEqual(u.user_event.revoke.target, { app_id: appId });
  assert.deepEqual(u.user_event.revoke.source, { user_id: me });
  // Afterwards a change of the user reaches the activity subscription of the same webhook (a marker),
  // and account activity sends nothing: the user's subscription ended with the revocation.
  await subscribe({
    event_type: "profile.update.url",
    filter: { user_id: me },
    webhook_id: hookId,
  });
  const count = r.got.length;
  await profile({ url: `https://after-${uniq()}.example.com` });
  await until(() => r.got.some((m) => m.body.data?.event_type === "profile.update.url"));
  const { db } = await import("../../lib/db/client");
  const { sql } = await import("drizzle-orm");
  const rows = await db().execute<{ n: string }>(sql`select count(*)::text as n
    from webhook_deliveries where webhook_id = ${hookId} and product = 'account_activity'
    and kind = 'profile.update.url'`);
  assert.equal(rows.rows[0].n, "0");
  assert.equal(r.got.length, count + 1);
  expectStatus(
    await app("GET", `/2/account_activity/webhooks/${hookId}/subscriptions/all/list`),
    200,
  );
}
