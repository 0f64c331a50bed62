import { test } from "node:test";
import assert from "node:assert/strict";
import { adsAddress } from "./ads-client";

const sandbox = { id: "18ce54d4x5t", sandbox: true };
const production = { id: "18ce54d4x5t", sandbox: false };

test("the account's kind picks the base and its id fills the path", () => {
  assert.deepEqual(adsAddress(sandbox, "GET /12/accounts/:account_id/campaigns"), {
    method: "GET",
    url: "/ads-sandbox/12/accounts/18ce54d4x5t/campaigns",
  });
  assert.equal(
    adsAddress(production, "GET /5/accounts/:account_id/tailored_audiences").url,
    "/ads/5/accounts/18ce54d4x5t/tailored_audiences",
  );
});

test("path ids are encoded; a GET's parameters form its query, without empty ones", () => {
  const { url } = adsAddress(production, "GET /12/accounts/:account_id/line_items/:line_item_id", {
    ids: { line_item_id: "a/b c" },
    params: { with_deleted: true, q: "", cursor: undefined, count: 5 },
  });
  assert.equal(url, "/ads/12/accounts/18ce54d4x5t/line_items/a%2Fb%20c?with_deleted=true&count=5");
});

test("a write keeps its parameters for the body, out of the address", () => {
  const { method, url } = adsAddress(
    sandbox,
    "PUT /12/accounts/:account_id/campaigns/:campaign_id",
    {
      ids: { campaign_id: "8wku2" },
      params: { name: "Spring" },
    },
  );
  assert.equal(method, "PUT");
  assert.equal(url, "/ads-sandbox/12/accounts/18ce54d4x5t/campaigns/8wku2");
});

test("a path id left out is refused before anything is sent", () => {
  assert.throws(
    () => adsAddress(sandbox, "GET /12/accounts/:account_id/campaigns/:campaign_id"),
    /no value for campaign_id/,
  );
});
