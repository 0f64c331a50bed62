import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { bearerCall, demoBearer, eventsSince, outboxMark } from "../support/sources";

/**
 * The event generator, POST /2/webhooks/events/test (app-only bearer): a test event of every kind
 * (aliases accepted) for the calling app, about the app's owner or user_id, optionally straight to
 * one of the app's webhooks, with a payload of its kind's shape; bad input names its parameter.
 */
let srv: TestServer,
  call: ReturnType<typeof bearerCall>,
  appId: string,
  me: string,
  analyst: string;
let myHook: string, theirHook: string;

async function webhookOf(app: string): Promise<string> {
  // The webhook endpoints are another part of the issue: the row is made as they make it.
  const { db } = await import("../../lib/db/client");
  const { webhooks } = await import("../../lib/db/schema");
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const now = new Date();
  await db()
    .insert(webhooks)
    .values({
      id,
      app_id: app,
      url: `https://hooks.example.com/${id}`,
      created_at: now,
      updated_at: now,
    });
  return id;
}

before(async () => {
  srv = await inProcessServer();
  me = srv.credentials.user_id;
  analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  call = bearerCall(srv, await demoBearer(srv));
  const { db } = await import("../../lib/db/client");
  const { apps } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [demoApp] = await db()
    .select()
    .from(apps)
    .where(eq(apps.consumerKey, srv.credentials.consumer_key));
  appId = demoApp.id;
  const { createApp } = await import("../../lib/auth/apps/service");
  const other = await createApp(analyst, {
    name: "Other app",
    description: "",
    website: "",
    callback_urls: [],
    access_level: "read",
    sign_in_with: false,
  });
  myHook = await webhookOf(appId);
  theirHook = await webhookOf(other.id);
});
after(() => srv?.stop());

const generate = (body: unknown) => call("POST", "/2/webhooks/events/test", body);

describe("every kind", async () => {
  const { EVENT_KINDS } = await import("../../lib/events/kinds");
  const { PAYLOAD_SHAPES } = await import("../../lib/events/shapes");
  for (const kind of Object.keys(EVENT_KINDS) as (keyof typeof EVENT_KINDS)[])
    test(`${kind}: a test event of the app about its owner, with a payload of the kind's shape`, async () => {
      const mark = await outboxMark();
      const r = await generate({ event_type: kind });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.data, {
        event_id: r.body.data.event_id,
        event_type: kind,
        test: true,
      });
      const [e, ...rest] = await eventsSince(mark);
      assert.equal(rest.length, 0);
      assert.deepEqual(
        [e.kind, e.test, e.app_id, e.user_id, e.webhook_id],
        [kind, true, appId, me, null],
      );
      const parsed = PAYLOAD_SHAPES[kind].safeParse(e.payload);
      assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
      // A news story is about no user: its payload names none.
      if (kind === "news.new") return;
      const about = e.payload.user ?? e.payload.source ?? e.payload.target;
      assert.ok(
        [about?.id, e.payload.target?.id].includes(me),
        "the payload is about the real user",
      );
    });
});

describe("choices", () => {
  test("PascalCase aliases name the canonical kind", async () => {
    for (const [alias, kind] of [
      ["Favorite", "like.create"],
      ["ProfileBioUpdate", "profile.update.bio"],
      ["dmreceived", "dm.received"],
    ]) {
      const r = await generate({ event_type: alias });
      assert.equal(r.body.data.event_type, kind, alias);
    }
  });

  test("user_id picks the user; webhook_id sends straight to that webhook of the app", async () => {
    const mark = await outboxMark();
    assert.equal(
      (await generate({ event_type: "dm.sent", user_id: analyst, webhook_id: myHook })).status,
      200,
    );
    const [e] = await eventsSince(mark);
    assert.equal(e.user_id, analyst);
    assert.equal(e.webhook_id, myHook);
    assert.equal(e.payload.sender.id, analyst);
    assert.equal(e.payload.user.screen_name, "analyst");
  });

  test("overrides merge into the payload, object by object", async () => {
    const mark = await outboxMark();
    const r = await generate({
      event_type: "post.create",
      overrides: { post: { text: "Custom text" } },
    });
    assert.equal(r.status, 200);
    const [e] = await eventsSince(mark);
    assert.equal(e.payload.post.text, "Custom text");
    assert.equal(e.payload.post.author_id, me);
  });
});

describe("bad input answers a problem and emits nothing", () => {
  const CASES: [string, () => unknown, number, string, string | undefined][] = [
    [
      "an unknown event_type lists the kinds",
      () => ({ event_type: "post.teleport" }),
      400,
      "InvalidRequest",
      "event_type",
    ],
    ["no event_type", () => ({}), 400, "InvalidRequest", "event_type"],
    [
      "a user that does not exist",
      () => ({ event_type: "post.create", user_id: "999" }),
      404,
      "ResourceNotFound",
      "user_id",
    ],
    [
      "a webhook of another app",
      () => ({ event_type: "post.create", webhook_id: theirHook }),
      404,
      "WebhookIdInvalid",
      "webhook_id",
    ],
    [
      "overrides that are not an object",
      () => ({ event_type: "post.create", overrides: [1] }),
      400,
      "InvalidRequest",
      "overrides",
    ],
    [
      "overrides too large",
      () => ({ event_type: "post.create", overrides: { x: "a".repeat(5000) } }),
      400,
      "InvalidRequest",
      "overrides",
    ],
    [
      "an unknown field",
      () => ({ event_type: "post.create", extra: 1 }),
      400,
      "InvalidRequest",
      "extra",
    ],
    ["a body that is not an object", () => "post.create", 400, "InvalidRequest", undefined],
  ];
  for (const [what, body, status, reason, parameter] of CASES)
    test(what, async () => {
      const mark = await outboxMark();
      const r = await generate(body());
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].reason, reason);
      assert.equal(r.body.errors[0].parameter, parameter);
      if (parameter === "event_type")
        assert.match(r.body.errors[0].detail, /post\.create.*spaces\.end/);
      assert.deepEqual(await eventsSince(mark), []);
    });

  test("a user token is not the app's bearer token", async () => {
    const r = await bearerCall(srv, "not-a-token")("POST", "/2/webhooks/events/test", {
      event_type: "post.create",
    });
    assert.equal(r.status, 401);
  });
});

describe("user.authorization.revoke", () => {
  test("a user revoking an app in the console emits it once, about the user, not a test", async () => {
    const { routeFetch, userClient } = await import("../support/in-process-tokens");
    const { consoleSessionFor } = await import("../support/console-session");
    routeFetch(srv);
    await userClient(srv, "analyst");
    const s = await consoleSessionFor(analyst);
    const revoke = () =>
      srv.fetch!(`${srv.baseUrl}/console-api/connections/${appId}`, {
        method: "DELETE",
        headers: { cookie: s.cookie, "x-csrf-token": s.csrf },
      });
    const mark = await outboxMark();
    assert.equal((await revoke()).status, 200);
    assert.equal((await revoke()).status, 200);
    const events = await eventsSince(mark);
    assert.equal(events.length, 1);
    const [e] = events;
    assert.deepEqual(
      [e.kind, e.user_id, e.test, e.app_id],
      ["user.authorization.revoke", analyst, false, null],
    );
    assert.deepEqual(e.payload, {
      user: { id: analyst, screen_name: "analyst", name: "Ana Analyst" },
      app_id: appId,
    });
  });
});
