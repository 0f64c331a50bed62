import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import type { AdsResponse } from "../support/ads";
import {
  analystClient,
  expectError,
  sandboxAccount,
  type Ads,
  accountSuite,
} from "../support/ads-helpers";
import { RESOURCES } from "../../lib/ads/resources";

/** Reference data, and the interface's cross-cutting answers (rate-limit headers, unknown routes, OpenAPI). */
let srv: TestServer;
let sandbox: Ads;
let prod: Ads;
let account: string;
let name: string;

before(async () => ({ srv, sandbox, prod, account, name } = await accountSuite()));
after(() => srv?.stop());

describe("reference data", () => {
  test("bidding_rules: all, or one currency; currency must be an upper-case ISO-4217 code", async () => {
    const all = await prod.get("bidding_rules");
    assert.equal(all.status, 200);
    assert.ok(all.body.data.length > 1);
    const usd = await prod.get("bidding_rules", { currency: "USD" });
    assert.deepEqual(
      usd.body.data.map((r: { currency: string }) => r.currency),
      ["USD"],
    );
    assert.ok(
      usd.body.data[0].minimum_cpe_bid_local_micro < usd.body.data[0].maximum_cpe_bid_local_micro,
    );
    expectError(
      await prod.get("bidding_rules", { currency: "usd" }),
      400,
      "INVALID_PARAMETER",
      "currency",
    );
  });

  test("line_items/placements with and without product_type", async () => {
    const all = await sandbox.get("line_items/placements");
    assert.deepEqual(all.body.data.map((x: { product_type: string }) => x.product_type).sort(), [
      "MEDIA",
      "PROMOTED_ACCOUNT",
      "PROMOTED_POSTS",
    ]);
    const one = await sandbox.get("line_items/placements", { product_type: "PROMOTED_ACCOUNT" });
    assert.equal(one.body.data.length, 1);
    assert.deepEqual(
      one.body.data[0],
      all.body.data.find((x: { product_type: string }) => x.product_type === "PROMOTED_ACCOUNT"),
    );
    expectError(
      await sandbox.get("line_items/placements", { product_type: "BILLBOARD" }),
      400,
      "INVALID_PARAMETER",
      "product_type",
    );
  });
});

describe("cross-cutting answers", () => {
  test("rate-limit headers (lowercase) on every call; per-account ones on account GETs", async () => {
    const get = await sandbox.get(`accounts/${account}/campaigns`);
    const put = await sandbox.put(`accounts/${account}`, { name: `${name} renamed` });
    const bad = await sandbox.get(`accounts/${account}/campaigns`, { count: 0 });
    for (const r of [get, put, bad])
      for (const h of ["limit", "remaining", "reset"])
        assert.match(
          r.headers.get(`x-rate-limit-${h}`) ?? "",
          /^\d+$/,
          `x-rate-limit-${h} on ${r.status}`,
        );
    for (const h of ["limit", "remaining", "reset"])
      assert.match(get.headers.get(`x-account-rate-limit-${h}`) ?? "", /^\d+$/);
    assert.equal(put.headers.get("x-account-rate-limit-limit"), null, "not on writes");
    assert.ok(
      Number(get.headers.get("x-rate-limit-reset")) > Date.now() / 1000,
      "reset is in epoch seconds, in the future",
    );
    const wire = await sandbox.wireHeaderNames(`accounts/${account}/campaigns`);
    const limits = wire.filter((n) => /rate-limit/i.test(n));
    assert.deepEqual(
      limits.sort(),
      ["limit", "remaining", "reset"]
        .flatMap((h) => [`x-account-rate-limit-${h}`, `x-rate-limit-${h}`])
        .sort(),
      "lowercase on the wire",
    );
  });

  test("an outsider's refused reads leave the account's read budget alone; over-long path ids are refused (400 naming the parameter), never 500", async () => {
    const acct = await sandboxAccount(sandbox);
    const path = `accounts/${acct}/campaigns`;
    const first = await sandbox.get(path);
    assert.equal(first.status, 200);
    const { ads: outsider } = await analystClient(srv);
    for (let i = 0; i < 3; i++) {
      const r = await outsider.get(path);
      expectError(r, 403, "ACCOUNT_NOT_FOUND");
      assert.equal(
        r.headers.get("x-account-rate-limit-remaining"),
        null,
        "not counted against the account",
      );
      assert.match(
        r.headers.get("x-rate-limit-remaining") ?? "",
        /^\d+$/,
        "counted against the outsider's token",
      );
    }
    const again = await sandbox.get(path);
    const remaining = (r: typeof first) => Number(r.headers.get("x-account-rate-limit-remaining"));
    const sameWindow =
      again.headers.get("x-account-rate-limit-reset") ===
      first.headers.get("x-account-rate-limit-reset");
    assert.equal(
      remaining(again),
      sameWindow
        ? remaining(first) - 1
        : Number(again.headers.get("x-account-rate-limit-limit")) - 1,
      "only the member's own reads counted",
    );

    // Over-long path ids are bad input, refused before any lookup, naming the parameter.
    const long = "9".repeat(6000);
    const tooLong = (r: AdsResponse, param: string) =>
      assert.match(
        expectError(r, 400, "INVALID_PARAMETER", param).message,
        /at most 64 characters/,
      );
    tooLong(await sandbox.get(`accounts/${long}/campaigns`), "account_id");
    tooLong(await sandbox.put(`accounts/${long}`, { name: "x" }), "account_id");
    tooLong(await outsider.get(`accounts/${long}/campaigns`), "account_id");
    tooLong(await sandbox.get(`accounts/${acct}/campaigns/${long}`), "campaign_id");
    tooLong(await sandbox.delete(`accounts/${acct}/account_users/${"1".repeat(65)}`), "user_id");
  });

  test("unknown route 404 ROUTE_NOT_FOUND; wrong verb 405 METHOD_NOT_ALLOWED; version 11 names version 12; no credentials 401", async () => {
    expectError(await sandbox.get("no_such_thing"), 404, "ROUTE_NOT_FOUND");
    const verb = await sandbox.call("PATCH", `accounts/${account}/campaigns`);
    expectError(verb, 405, "METHOD_NOT_ALLOWED");
    assert.match(verb.headers.get("allow") ?? "", /GET/);
    const v11 = await fetch(`${srv.baseUrl}/ads/11/accounts`);
    const v11Body = await v11.json();
    assert.equal(v11.status, 404);
    assert.equal(v11Body.errors[0].code, "ROUTE_NOT_FOUND");
    assert.match(v11Body.errors[0].message, /\/12\//);
    const anon = await fetch(
      `${srv.baseUrl}/ads/12/accounts/${srv.credentials.account_id}/campaigns`,
    );
    const body = await anon.json();
    assert.equal(anon.status, 401);
    assert.deepEqual(Object.keys(body).sort(), ["errors", "request"]);
    assert.equal(body.errors[0].code, "UNAUTHORIZED_ACCESS");
    assert.equal(typeof body.errors[0].message, "string");
  });

  test("GET /ads/openapi.json is an OpenAPI 3.1 document with every declared resource path; /ads/docs is an HTML page", async () => {
    const doc = await (await fetch(`${srv.baseUrl}/ads/openapi.json`)).json();
    assert.match(doc.openapi, /^3\.1\./);
    for (const d of RESOURCES) {
      const list = doc.paths[`/12/accounts/{account_id}/${d.name}`];
      const one = doc.paths[`/12/accounts/{account_id}/${d.name}/{${d.idParam}}`];
      assert.ok(list?.get && one?.get && one?.delete, d.name);
      assert.equal(!!list.post, !!d.create, `${d.name} create`);
      assert.equal(!!one.put, !!d.update, `${d.name} update`);
      assert.equal(
        !!doc.paths[`/12/batch/accounts/{account_id}/${d.name}`]?.post,
        !!d.batch,
        `${d.name} batch`,
      );
    }
    const docs = await fetch(`${srv.baseUrl}/ads/docs`);
    assert.equal(docs.status, 200);
    assert.match(docs.headers.get("content-type") ?? "", /^text\/html/);
    const html = await docs.text();
    assert.match(html, /<html/i);
    for (const d of RESOURCES)
      assert.ok(html.includes(`/12/accounts/{account_id}/${d.name}`), d.name);
  });
});
