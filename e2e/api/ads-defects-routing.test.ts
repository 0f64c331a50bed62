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
  for (const path of ["/ads/11/accounts", "/ads-sandbox/5/accounts", "/ads/13/x"]) {
    test(`${path}: names version 12 as the one served, and no version-5 endpoints`, async () => {
      const r = await get(path);
      assert.equal(r.status, 404);
      const [item] = r.body.errors;
      assert.equal(item.code, "ROUTE_NOT_FOUND");
      assert.match(item.message, /[Vv]ersion 12 is served/);
      assert.match(item.message, /\/12\//);
      assert.doesNotMatch(item.message, /recommendations|tailored|5\/ only/);
    });
  }
});
