import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleFetch, consoleSessionFor } from "../support/console-session";

/**
 * The contract every declared console route keeps (lib/auth/console-route.ts), generated from
 * CONSOLE_ROUTES: without a session, 401 in the console's format; a write without the session's
 * x-csrf-token, 403; an app of another user, 404 (its existence is not told); a body that is not
 * JSON, 400 naming the body. Each route's own rules are its suite's (console-*.test.ts).
 */
let srv: TestServer;
type Session = { cookie: string; csrf: string };
let demo: Session, analyst: Session;
let appId: string;
let routes: typeof import("../../lib/platform/routes/console-api").CONSOLE_ROUTES;

before(async () => {
  srv = await inProcessServer();
  demo = await consoleSessionFor(srv.credentials.user_id);
  const other = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  analyst = await consoleSessionFor(other);
  routes = (await import("../../lib/platform/routes/console-api")).CONSOLE_ROUTES;
  const made = await call(demo, "POST", "/console-api/apps", { name: "Contract app" });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  appId = (made.body.data as { id: string }).id;
});
after(() => srv.stop());

type Answer = {
  status: number;
  body: { data?: unknown; errors?: { code: string; parameter?: string }[] };
};

async function call(
  who: Session | null,
  method: string,
  path: string,
  body?: unknown,
  csrf = true,
): Promise<Answer> {
  const res = await consoleFetch(srv, who, method, path, body, csrf);
  // A live view that opened is not read (it has no end).
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) {
    await res.body?.cancel();
    return { status: res.status, body: {} };
  }
  return { status: res.status, body: (await res.json()) as Answer["body"] };
}

/** The route's path with the demo's app as :id and a made-up id for every other parameter. */
const pathOf = (path: string, app = appId) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === "id" ? app : "1234567890"));

const writes = () => routes.filter((r) => r.method !== "GET");

test("without a session every route answers 401 in the console's format", async () => {
  for (const r of routes) {
    const res = await call(null, r.method, pathOf(r.path));
    assert.equal(res.status, 401, r.key);
    assert.equal(res.body.errors?.[0].code, "UNAUTHORIZED_ACCESS", r.key);
  }
});

test("a write without the session's x-csrf-token is refused before it runs", async () => {
  assert.ok(writes().length > 20);
  for (const r of writes()) {
    const res = await call(demo, r.method, pathOf(r.path), undefined, false);
    assert.equal(res.status, 403, r.key);
    assert.equal(res.body.errors?.[0].code, "CSRF_CHECK_FAILED", r.key);
  }
  // Nothing was deleted: the app is still the demo's.
  assert.equal((await call(demo, "GET", `/console-api/apps/${appId}`)).status, 200);
});

test("another user's app is not found, whatever the route", async () => {
  let checked = 0;
  for (const r of routes) {
    if (!r.path.startsWith("/console-api/apps/:id")) continue;
    // A query or body the route's schemas refuse is answered first (400), saying nothing of the app.
    const body = r.kind === "json" && r.body ? {} : undefined;
    if (r.kind === "json" && r.body && !r.body.safeParse({}).success) continue;
    if (r.kind === "json" && r.query && !r.query.safeParse({}).success) continue;
    const res = await call(analyst, r.method, pathOf(r.path), body);
    assert.equal(res.status, 404, `${r.key}: ${JSON.stringify(res.body)}`);
    checked++;
  }
  assert.ok(checked > 25, `only ${checked} routes checked`);
  assert.equal((await call(demo, "GET", `/console-api/apps/${appId}`)).status, 200);
});

test("a body that is not JSON is refused naming the body, and changes nothing", async () => {
  const before = await call(demo, "GET", "/console-api/apps");
  for (const r of routes) {
    if (r.kind !== "json" || !r.body) continue;
    const res = await call(demo, r.method, pathOf(r.path), "{not json");
    assert.equal(res.status, 400, r.key);
    assert.equal(res.body.errors?.[0].parameter, "body", r.key);
  }
  assert.deepEqual((await call(demo, "GET", "/console-api/apps")).body, before.body);
});

test("a required query parameter left out is refused naming it", async () => {
  let checked = 0;
  for (const r of routes) {
    if (r.kind !== "json" || !r.query || r.query.safeParse({}).success) continue;
    const res = await call(demo, r.method, pathOf(r.path));
    assert.equal(res.status, 400, r.key);
    const [error] = res.body.errors ?? [];
    assert.ok(error?.parameter, r.key);
    assert.match(String((error as { message?: string }).message), /is required/, r.key);
    checked++;
  }
  assert.ok(checked >= 1);
});
