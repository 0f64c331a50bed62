import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { consoleSessionFor } from "../support/console-session";

/**
 * /console-api/notifications: the signed-in user's notifications (the draft preview call writes them),
 * marked read, and a draft preview opened only by the user it belongs to.
 */
let srv: TestServer, ads: Ads, account: string, me: string;
type Session = { cookie: string; csrf: string };
let demo: Session, analyst: Session;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  demo = await consoleSessionFor(me);
  const other = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  analyst = await consoleSessionFor(other);
});
after(() => srv?.stop());

async function call(who: Session | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (who) Object.assign(headers, { cookie: who.cookie, "x-csrf-token": who.csrf });
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/notifications${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function previewedDraft(): Promise<string> {
  const d = await ads.post(`accounts/${account}/draft_posts`, { as_user_id: me, text: uniq("d") });
  assert.equal(d.status, 201, JSON.stringify(d.body));
  const p = await ads.post(`accounts/${account}/draft_posts/preview/${d.body.data.id}`);
  assert.equal(p.status, 200, JSON.stringify(p.body));
  return d.body.data.id;
}

const mine = async (who: Session) => (await call(who, "GET", "")).body.data;

test("signed-out callers get 401; a write without the x-csrf-token is refused", async () => {
  const r = await call(null, "GET", "");
  assert.equal(r.status, 401);
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/notifications/read`, {
    method: "POST",
    headers: { cookie: demo.cookie, "content-type": "application/json" },
    body: "{}",
  });
  assert.equal(res.status, 403);
});

test("a draft preview shows as the user's unread notification, naming the draft; no one else sees it", async () => {
  await call(demo, "POST", "/read", {});
  const draft = await previewedDraft();
  const list = await mine(demo);
  assert.equal(list.unread_count, 1);
  const n = list.notifications[0];
  assert.deepEqual(
    [n.kind, n.read, n.draft_post_id, n.account_id],
    ["DRAFT_POST_PREVIEW", false, draft, account],
  );
  assert.match(n.created_at, /Z$/);
  const theirs = await mine(analyst);
  assert.ok(!theirs.notifications.some((x: { id: string }) => x.id === n.id));
  assert.equal((await call(analyst, "GET", `/${n.id}/preview`)).status, 404);
  assert.equal((await call(analyst, "POST", "/read", { ids: [n.id] })).body.data.marked, 0);
  assert.equal((await mine(demo)).unread_count, 1, "someone else cannot mark it read");
});

test("opening a draft preview answers its signed preview address and marks it read", async () => {
  const draft = await previewedDraft();
  const n = (await mine(demo)).notifications[0];
  const r = await call(demo, "GET", `/${n.id}/preview`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.draft_post_id, draft);
  assert.equal(r.body.data.account_id, account);
  assert.match(r.body.data.preview_url, /\/i\/post_previews\/[\w-]+\.[\w-]+$/);
  const { readPreviewToken } = await import("../../lib/ads/previews/preview-link");
  const token = r.body.data.preview_url.split("/").pop();
  assert.deepEqual(readPreviewToken(token), { accountId: account, postType: "DRAFT", id: draft });
  const after = (await mine(demo)).notifications.find((x: { id: string }) => x.id === n.id);
  assert.equal(after.read, true);
});

test("a deleted draft has no preview; an unknown or over-long id is not found", async () => {
  const draft = await previewedDraft();
  const n = (await mine(demo)).notifications[0];
  assert.equal((await ads.delete(`accounts/${account}/draft_posts/${draft}`)).status, 200);
  const r = await call(demo, "GET", `/${n.id}/preview`);
  assert.equal(r.status, 404);
  assert.match(r.body.errors[0].message, /was deleted/);
  assert.equal((await call(demo, "GET", "/nope/preview")).status, 404);
  assert.equal((await call(demo, "GET", `/${"x".repeat(300)}/preview`)).status, 404);
});

test("a notification of another kind has nothing to preview (400 naming id)", async () => {
  const { db } = await import("../../lib/db/client");
  const { notifications } = await import("../../lib/db/schema");
  await db()
    .insert(notifications)
    .values({ id: "n-other", user_id: me, kind: "OTHER", text: "hello", created_at: new Date() });
  const r = await call(demo, "GET", "/n-other/preview");
  assert.equal(r.status, 400);
  assert.equal(r.body.errors[0].parameter, "id");
});

test("mark read: chosen ids, then all; bad bodies are 400 naming ids", async () => {
  await previewedDraft();
  await previewedDraft();
  const [a] = (await mine(demo)).notifications;
  const one = await call(demo, "POST", "/read", { ids: [a.id] });
  assert.equal(one.status, 200);
  assert.equal(one.body.data.marked, 1);
  assert.ok(one.body.data.unread_count >= 1);
  const all = await call(demo, "POST", "/read", {});
  assert.equal(all.body.data.unread_count, 0);
  for (const bad of [{ ids: "x" }, { ids: Array(101).fill("a") }, { ids: [""] }]) {
    const r = await call(demo, "POST", "/read", bad);
    assert.equal(r.status, 400, JSON.stringify(bad));
    assert.equal(r.body.errors[0].parameter, "ids");
  }
  const extra = await call(demo, "POST", "/read", { everything: true });
  assert.equal(extra.status, 400);
});

test("the notification's link: the draft's preview for the user who asked, nothing for anyone else", async () => {
  const draft = await previewedDraft();
  const path = `/drafts/${draft}/preview?account=${account}`;
  const r = await call(demo, "GET", path);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.draft_post_id, draft);
  assert.match(r.body.data.preview_url, /\/i\/post_previews\//);
  assert.equal((await call(analyst, "GET", path)).status, 404);
  assert.equal((await call(demo, "GET", `/drafts/${draft}/preview`)).status, 404);
  assert.equal((await call(demo, "GET", `/drafts/${draft}/preview?account=999`)).status, 404);
});
