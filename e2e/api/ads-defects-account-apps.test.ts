import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { demoClient, expectError, forgedCursor, pages, type Ads } from "../support/ads-helpers";

/**
 * Issue 8: GET accounts/:account_id/account_apps is a standard list (SL): cursor paging, count,
 * total_count when asked, EXCLUSIVE_PARAMETERS for with_total_count with cursor. The demo production
 * account is seeded with three apps.
 */
let srv: TestServer;
let ads: Ads;
let path: string;
before(async () => {
  srv = await sharedServer();
  ads = demoClient(srv, "/ads");
  path = `accounts/${srv.credentials.account_id}/account_apps`;
});
after(() => srv?.stop());

describe("account_apps is a proper list", () => {
  test("with_total_count=true answers total_count; count=1 pages through every app once with next_cursor", async () => {
    const first = await ads.get(path, { with_total_count: true, count: 1 });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.total_count, 3);
    assert.equal(first.body.data.length, 1);
    assert.equal(typeof first.body.next_cursor, "string");
    const all = (await pages(ads, path, { count: 1 })).flat();
    assert.equal(all.length, 3);
    assert.equal(new Set(all.map((a) => a.id)).size, 3, "no app twice");
    for (const app of all as unknown as Record<string, unknown>[]) {
      assert.equal(typeof app.app_store_identifier, "string");
      assert.match(String(app.os_type), /^(IOS|ANDROID)$/);
    }
  });

  test("sort_by created_at-desc reverses the order", async () => {
    const asc = (await pages(ads, path, { count: 2 })).flat().map((a) => a.id);
    const desc = (await pages(ads, path, { count: 2, sort_by: "created_at-desc" }))
      .flat()
      .map((a) => a.id);
    assert.deepEqual(desc, [...asc].reverse());
  });

  test("with_total_count with cursor: 400 EXCLUSIVE_PARAMETERS", async () => {
    const first = await ads.get(path, { count: 1 });
    const r = await ads.get(path, { with_total_count: true, cursor: first.body.next_cursor });
    expectError(r, 400, "EXCLUSIVE_PARAMETERS");
  });

  test("a cursor that is not ours is refused, not ignored", async () => {
    expectError(
      await ads.get(path, { cursor: forgedCursor(["name-asc", 1, "x"]) }),
      400,
      "INVALID_PARAMETER",
      "cursor",
    );
  });
});
