import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";

/**
 * Issue 8 defects of routing: the advertising catch-all answers under its own bases only; every other
 * unknown platform path answers the platform's 404 (code 34).
 */
let srv: TestServer;
before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

async function get(path: string, method = "GET") {
  const r = await fetch(`${srv.baseUrl}${path}`, { method });
  return { status: r.status, body: await r.json() };
}

describe("unknown paths outside the advertising bases", () => {
  // Other paths (/foo) belong to the console's pages when it is on: its own HTML 404.
  for (const path of [
    "/2/anything",
    "/1.1/anything",
    "/1.1/users/nothing.json",
    "/oauth/nothing",
  ]) {
    test(`${path} answers the platform's 404 with code 34, not the advertising envelope`, async () => {
      for (const method of ["GET", "POST"]) {
        const r = await get(path, method);
        assert.equal(r.status, 404);
        assert.deepEqual(r.body, {
          errors: [{ code: 34, message: "Sorry, that page does not exist." }],
        });
      }
    });
  }

  test("unknown paths under /ads and /ads-sandbox keep the advertising envelope (ROUTE_NOT_FOUND)", async () => {
    for (const path of ["/ads/12/no_such_thing", "/ads-sandbox/12/x/y", "/ads/nothing"]) {
      const r = await get(path);
      assert.equal(r.status, 404, path);
      assert.equal(r.body.errors[0].code, "ROUTE_NOT_FOUND", path);
      assert.deepEqual(r.body.request, { params: {} });
    }
  });
});

describe("the hint of a wrong version", () => {
  // Version 5 is served for the endpoints the spec keeps there (audience permissions); the hint says
  // which version serves the path asked for, and which versions exist when the one asked for does not.
  const cases: [string, RegExp[], RegExp[]][] = [
    [
      "/ads/11/accounts",
      [/Version 11 is not served/, /This endpoint is served under \/12\/\./],
      [],
    ],
    ["/ads-sandbox/5/accounts", [/This endpoint is served under \/12\/\./], [/not served/]],
    [
      "/ads/13/x",
      [/Version 13 is not served; versions 12 and 5 are served: use \/12\/ or \/5\//],
      [/This endpoint/],
    ],
  ];
  for (const [path, matches, absent] of cases) {
    test(`${path}: names where the endpoint is served, and which versions are`, async () => {
      const r = await get(path);
      assert.equal(r.status, 404);
      const [item] = r.body.errors;
      assert.equal(item.code, "ROUTE_NOT_FOUND");
      for (const re of matches) assert.match(item.message, re);
      for (const re of absent) assert.doesNotMatch(item.message, re);
    });
  }
});
