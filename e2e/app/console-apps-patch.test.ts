import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleSessionFor } from "../support/console-session";

/**
 * PATCH /console-api/apps/:id changes only the fields it is sent: the others keep their values
 * (no field falls back to its creation default).
 */
let srv: TestServer;
let session: { cookie: string; csrf: string };

before(async () => {
  srv = await inProcessServer();
  session = await consoleSessionFor(srv.credentials.user_id);
});
after(() => srv?.stop());

type AppView = Record<string, unknown> & { id: string };
async function call(method: string, path: string, body?: unknown) {
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/apps${path}`, {
    method,
    headers: {
      accept: "application/json",
      cookie: session.cookie,
      "x-csrf-token": session.csrf,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: AppView } };
}

test("a PATCH of some fields leaves every other field as it was", async () => {
  const full = {
    name: `Patch ${Date.now() % 1e6}`,
    description: "Posts the weather",
    website: "https://weather.example.com",
    callback_urls: ["https://weather.example.com/callback"],
    access_level: "read-write",
    sign_in_with: true,
  };
  const created = await call("POST", "", full);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id;
  const fields = (v: AppView) => Object.fromEntries(Object.keys(full).map((k) => [k, v[k]]));
  assert.deepEqual(fields(created.body.data), full);

  const renamed = await call("PATCH", `/${id}`, { name: "Renamed" });
  assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
  assert.deepEqual(fields(renamed.body.data), { ...full, name: "Renamed" });
  const described = await call("PATCH", `/${id}`, { description: "" });
  assert.deepEqual(fields(described.body.data), { ...full, name: "Renamed", description: "" });
  const read = await call("GET", `/${id}`);
  assert.deepEqual(fields(read.body.data), { ...full, name: "Renamed", description: "" });
  // An empty change changes nothing.
  const nothing = await call("PATCH", `/${id}`, {});
  assert.deepEqual(fields(nothing.body.data), fields(read.body.data));
});
