import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { bearerFor, demoAppId, userTokenFor } from "../support/product-rows";
import { PROBLEM_REASONS, PROBLEM_TYPES, type ProblemReason } from "../../lib/http/problems";

/**
 * The contract every declared version-2 route keeps (lib/http/route.ts), generated from the
 * declarations: refused without credentials, a bad value of each parameter refused with a problem
 * naming it, the worked example answered in the declared shape (or, where it names a resource this
 * server lacks, with the problem the declaration says it answers then).
 */
let srv: TestServer;
let token: string;
/** The demo user's OAuth 2.0 token with every scope a third party may ask, for UserContext routes. */
let userToken: string;
let routes: typeof import("../../lib/platform/routes/v2").V2_ROUTES;

before(async () => {
  srv = await inProcessServer();
  const app = await demoAppId(srv);
  token = await bearerFor(app);
  const { SCOPES } = await import("../../lib/auth/oauth2/scopes");
  const scopes = Object.keys(SCOPES).filter((s) => s !== "console");
  userToken = await userTokenFor(app, srv.credentials.user_id, scopes);
  routes = (await import("../../lib/platform/routes/v2")).V2_ROUTES;
});
after(() => srv.stop());

function urlOf(path: string, params: Record<string, string>) {
  const query = new URLSearchParams();
  let url = path;
  for (const [name, value] of Object.entries(params))
    if (url.includes(`:${name}`)) url = url.replace(`:${name}`, encodeURIComponent(value));
    else query.set(name, value);
  return `${srv.baseUrl}${url}${query.size ? `?${query}` : ""}`;
}

type Declared = (typeof routes)[number];
const tokenOf = (r: Declared) => (r.scheme === "UserContext" ? userToken : token);

async function call(
  method: string,
  url: string,
  body: unknown,
  bearer: string | null,
  stream = false,
) {
  const res = await srv.fetch!(url, {
    method,
    headers: {
      ...(bearer && { authorization: `Bearer ${bearer}` }),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A stream that opened is not read to its end (it has none): its status says it opened.
  if (stream && res.status === 200) {
    await res.body?.cancel();
    return { status: res.status, body: {} };
  }
  return {
    status: res.status,
    body: (await res.json()) as { errors?: { parameter?: string; reason?: string }[] },
  };
}

const statusOf = (reason: ProblemReason) => PROBLEM_TYPES[PROBLEM_REASONS[reason]].status;
/** What the example answers here: the declared status, or its isolated problem's. */
const expectedStatus = (r: Declared) =>
  r.example.isolated ? statusOf(r.example.isolated) : r.status;

test("without credentials each declared route answers a problem naming the authorization", async () => {
  for (const r of routes) {
    const res = await call(r.method, urlOf(r.path, r.example.params ?? {}), r.example.body, null);
    const [problem] = res.body.errors ?? [];
    // Webhook management's credential answers 401 UnsupportedAuthentication whatever the cause.
    if (res.status === 401) assert.equal(problem?.reason, "UnsupportedAuthentication");
    else {
      // No Authorization header is the credential catalogue's "Bad Authentication data" (400).
      assert.equal(res.status, 400, `${r.method} ${r.path}`);
      assert.equal(problem?.parameter, "authorization");
    }
  }
});

test("the worked example is answered in the declared shape", async () => {
  for (const r of routes) {
    const url = urlOf(r.path, r.example.params ?? {});
    const res = await call(r.method, url, r.example.body, tokenOf(r), r.stream);
    const name = `${r.method} ${r.path}: ${JSON.stringify(res.body)}`;
    assert.equal(res.status, expectedStatus(r), name);
    if (r.example.isolated) {
      assert.equal(res.body.errors?.[0].reason, r.example.isolated, name);
      continue;
    }
    if (r.stream) continue; // opened (200); its messages are the stream suites' (products-streams)
    const parsed = r.response.safeParse(res.body);
    assert.ok(parsed.success, `${r.method} ${r.path}: ${parsed.error?.message}`);
  }
});

test("a bad value of a parameter is refused with a problem that names it", async () => {
  let refused = 0;
  for (const r of routes) {
    const shape = (r.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    for (const name of Object.keys(shape)) {
      const params = { ...r.example.params, [name]: "zzz!" };
      const res = await call(r.method, urlOf(r.path, params), r.example.body, tokenOf(r), r.stream);
      if (res.status === expectedStatus(r)) continue; // a free-text parameter takes any value
      assert.equal(res.status, 400, `${r.method} ${r.path} ${name}`);
      assert.equal(res.body.errors?.[0].parameter, name, `${r.method} ${r.path}`);
      refused++;
    }
    if (r.body) {
      const res = await call(r.method, urlOf(r.path, r.example.params ?? {}), [], tokenOf(r));
      assert.equal(res.status, 400, `${r.method} ${r.path}: an array body`);
    }
  }
  assert.ok(refused >= 4, `only ${refused} refusals`);
});
