import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { CREDENTIAL_ERRORS, type CredentialErrorName } from "../../lib/http/errors";

/**
 * The contract every declared platform and oauth2 route keeps (lib/http/platform-route.ts), generated
 * from the declarations: without credentials a route answers one of its declared refusals in its
 * family's format; a public route answers its worked example's shape (or a declared refusal); each
 * family's document is served.
 */
let srv: TestServer;
let routes: typeof import("../../lib/platform/routes/platform").PLATFORM_ROUTES;

before(async () => {
  srv = await inProcessServer();
  const declared = await import("../../lib/platform/routes/platform");
  routes = [...declared.PLATFORM_ROUTES, ...declared.OAUTH2_ROUTES];
});
after(() => srv.stop());

/** The example's call: path parameters in the path, the rest in the query (GET) or a form body. */
async function call(r: (typeof routes)[number]) {
  let path = r.path;
  const rest = new URLSearchParams();
  for (const [name, value] of Object.entries(r.example.params ?? {}))
    if (path.includes(`:${name}`)) path = path.replace(`:${name}`, encodeURIComponent(value));
    else rest.set(name, value);
  const get = r.method === "GET";
  const res = await srv.fetch!(`${srv.baseUrl}${path}${get && rest.size ? `?${rest}` : ""}`, {
    method: r.method,
    ...(!get && {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: rest.toString(),
    }),
  });
  return { status: res.status, text: await res.text() };
}

const isCredentialError = (name: string): name is CredentialErrorName => name in CREDENTIAL_ERRORS;

test("without credentials each route answers a declared refusal in its family's format", async () => {
  for (const r of routes.filter((route) => route.schemes.length)) {
    const { status, text } = await call(r);
    const name = `${r.method} ${r.path}: ${status} ${text}`;
    const body = JSON.parse(text) as Record<string, unknown>;
    if (r.family === "oauth2") {
      assert.deepEqual(Object.keys(body).sort(), ["error", "error_description"], name);
      assert.ok(
        r.errors.some((e) => e === body.error),
        name,
      );
      continue;
    }
    const [error] = (body as { errors: { code: number }[] }).errors;
    const declared = r.errors.filter(isCredentialError).map((e) => CREDENTIAL_ERRORS[e]);
    assert.ok(
      declared.some((e) => e.code === error.code && e.status === status),
      name,
    );
  }
});

test("a public route answers its example's shape, or a declared refusal", async () => {
  for (const r of routes.filter((route) => !route.schemes.length)) {
    const { status, text } = await call(r);
    const name = `${r.method} ${r.path}: ${status} ${text}`;
    if (status === 200 && r.encoding === "json") {
      const parsed = r.response.safeParse(JSON.parse(text));
      assert.ok(parsed.success, name);
      continue;
    }
    const [error] = (JSON.parse(text) as { errors: { code: number }[] }).errors;
    const codes = r.errors.filter(isCredentialError).map((e) => CREDENTIAL_ERRORS[e].code);
    assert.ok(
      codes.some((code) => code === error.code),
      name,
    );
  }
});

test("each family's document is served and lists its routes", async () => {
  for (const [path, family] of [
    ["/1.1/openapi.json", "platform"],
    ["/2/oauth2/openapi.json", "oauth2"],
  ] as const) {
    const res = await srv.fetch!(`${srv.baseUrl}${path}`);
    assert.equal(res.status, 200, path);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const r of routes.filter((route) => route.family === family))
      assert.ok(doc.paths[r.path.replace(/:([a-z_]+)/g, "{$1}")], `${path}: ${r.path}`);
  }
});
