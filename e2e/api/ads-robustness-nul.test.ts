import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { type TestServer } from "../support/server";
import type { AdsResponse } from "../support/ads";
import {
  batch,
  campaign,
  campaignParams,
  forgedCursor,
  hourWindow,
  lineItemParams,
  sandboxSuite,
  type Ads,
} from "../support/ads-helpers";

/**
 * A NUL character (U+0000, %00) in any parameter of the advertising interface is bad input: PostgreSQL
 * text cannot hold it, so it used to reach the database and answer 500. Every place a value can arrive
 * (query string, form body, JSON body, path, cursor content) answers 400 INVALID_PARAMETER naming it.
 */
let srv: TestServer;
let ads: Ads;
let account: string;
let fi: string;
let campaignId: string;
let lineItemId: string;
const NUL = "\u0000";

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
  campaignId = (await campaign(ads, account, fi, { budget_optimization: "LINE_ITEM" })).id;
  const li = await ads.post(`accounts/${account}/line_items`, lineItemParams(campaignId) as never);
  assert.equal(li.status, 201, JSON.stringify(li.body));
  lineItemId = li.body.data.id;
});
after(() => srv?.stop());

type Case = { name: string; parameter: string; call: () => Promise<AdsResponse> };
const a = () => `accounts/${account}`;
const me = () => srv.credentials.user_id;

const cases: Case[] = [
  { name: "list q", parameter: "q", call: () => ads.get(`${a()}/campaigns`, { q: `x${NUL}` }) },
  {
    name: "list cursor",
    parameter: "cursor",
    call: () => ads.get(`${a()}/campaigns`, { cursor: `ab${NUL}cd` }),
  },
  {
    name: "cursor whose content holds a NUL",
    parameter: "cursor",
    call: () =>
      ads.get(`${a()}/campaigns`, {
        cursor: forgedCursor(["created_at-asc", "2026-01-01T00:00:00.000Z", `1${NUL}`]),
      }),
  },
  {
    name: "cursor whose sort value holds a NUL",
    parameter: "cursor",
    call: () =>
      ads.get(`${a()}/campaigns`, {
        sort_by: "name-asc",
        cursor: forgedCursor(["name-asc", `n${NUL}`, "1"]),
      }),
  },
  {
    name: "list *_ids",
    parameter: "campaign_ids",
    call: () => ads.get(`${a()}/campaigns`, { campaign_ids: `1,2${NUL}` }),
  },
  {
    name: "line item list ids",
    parameter: "line_item_ids",
    call: () => ads.get(`${a()}/line_items`, { line_item_ids: `1${NUL}` }),
  },
  {
    name: "funding instrument list ids",
    parameter: "funding_instrument_ids",
    call: () => ads.get(`${a()}/funding_instruments`, { funding_instrument_ids: `${NUL}` }),
  },
  {
    name: "get by path id",
    parameter: "campaign_id",
    call: () => ads.get(`${a()}/campaigns/1${NUL}2`),
  },
  {
    name: "account id in the path",
    parameter: "account_id",
    call: () => ads.get(`accounts/${account}${NUL}/campaigns`),
  },
  {
    name: "create name",
    parameter: "name",
    call: () => ads.post(`${a()}/campaigns`, campaignParams(fi, `n${NUL}`) as never),
  },
  {
    name: "create funding_instrument_id",
    parameter: "funding_instrument_id",
    call: () => ads.post(`${a()}/campaigns`, campaignParams(`${fi}${NUL}`, "n") as never),
  },
  {
    name: "update name",
    parameter: "name",
    call: () => ads.put(`${a()}/campaigns/${campaignId}`, { name: `n${NUL}` }),
  },
  {
    name: "update by path id",
    parameter: "campaign_id",
    call: () => ads.put(`${a()}/campaigns/${NUL}${campaignId}`, { name: "n" }),
  },
  {
    name: "delete by path id",
    parameter: "line_item_id",
    call: () => ads.delete(`${a()}/line_items/${NUL}${lineItemId}`),
  },
  {
    name: "line item create campaign_id",
    parameter: "campaign_id",
    call: () => ads.post(`${a()}/line_items`, lineItemParams(`${campaignId}${NUL}`) as never),
  },
  {
    name: "line item update",
    parameter: "advertiser_domain",
    call: () => ads.put(`${a()}/line_items/${lineItemId}`, { advertiser_domain: `x${NUL}.com` }),
  },
  {
    name: "funding instrument description",
    parameter: "description",
    call: () =>
      ads.post(`${a()}/funding_instruments`, {
        type: "CREDIT_CARD",
        currency: "USD",
        start_time: "2026-01-01T00:00:00Z",
        description: `card${NUL}`,
      }),
  },
  {
    name: "batch Create value",
    parameter: "body[0].params.name",
    call: () =>
      batch(ads, account, "campaigns", [
        { operation_type: "Create", params: campaignParams(fi, `b${NUL}`) },
      ]),
  },
  {
    name: "batch Update id",
    parameter: "body[1].params.campaign_id",
    call: () =>
      batch(ads, account, "campaigns", [
        { operation_type: "Update", params: { campaign_id: campaignId, name: "ok" } },
        { operation_type: "Update", params: { campaign_id: `${campaignId}${NUL}`, name: "x" } },
      ]),
  },
  {
    name: "batch Delete id",
    parameter: "body[0].params.line_item_id",
    call: () =>
      batch(ads, account, "line_items", [
        { operation_type: "Delete", params: { line_item_id: `${NUL}` } },
      ]),
  },
  {
    name: "batch operation_type",
    parameter: "body[0].operation_type",
    call: () => batch(ads, account, "campaigns", [{ operation_type: `Create${NUL}`, params: {} }]),
  },
  {
    name: "batch nested array value",
    parameter: "body[0].params.placements[1]",
    call: () =>
      batch(ads, account, "line_items", [
        {
          operation_type: "Create",
          params: lineItemParams(campaignId, { placements: ["ALL_ON_SVC", `X${NUL}`] }),
        },
      ]),
  },
  {
    name: "form body value",
    parameter: "name",
    call: () =>
      ads.rawBody(
        "POST",
        `${a()}/campaigns`,
        new URLSearchParams(campaignParams(fi, `f${NUL}`) as never).toString(),
        "application/x-www-form-urlencoded",
      ),
  },
  {
    name: "JSON object body value",
    parameter: "name",
    call: () =>
      ads.rawBody(
        "POST",
        `${a()}/campaigns`,
        JSON.stringify(campaignParams(fi, `j${NUL}`)),
        "application/json",
      ),
  },
  {
    name: "parameter name",
    parameter: "na\\u0000me",
    call: () => ads.get(`${a()}/campaigns`, { [`na${NUL}me`]: "x" }),
  },
  {
    name: "accounts account_ids",
    parameter: "account_ids",
    call: () => ads.get("accounts", { account_ids: `1${NUL}` }),
  },
  { name: "accounts q", parameter: "q", call: () => ads.get("accounts", { q: `S${NUL}` }) },
  {
    name: "create account name",
    parameter: "name",
    call: () => ads.post("accounts", { name: `a${NUL}` }),
  },
  { name: "update account name", parameter: "name", call: () => ads.put(a(), { name: `a${NUL}` }) },
  {
    name: "features feature_keys",
    parameter: "feature_keys",
    call: () => ads.get(`${a()}/features`, { feature_keys: `AGE_TARGETING${NUL}` }),
  },
  {
    name: "add features",
    parameter: "feature_keys",
    call: () => ads.post(`${a()}/features`, { feature_keys: `${NUL}` }),
  },
  {
    name: "tax settings",
    parameter: "address_name",
    call: () => ads.put(`${a()}/tax_settings`, { address_name: `Acme${NUL}` }),
  },
  {
    name: "account_apps cursor",
    parameter: "cursor",
    call: () => ads.get(`${a()}/account_apps`, { cursor: `c${NUL}` }),
  },
  {
    name: "account_history entity_id",
    parameter: "entity_id",
    call: () =>
      ads.get(`${a()}/account_history`, {
        entity_type: "CAMPAIGN",
        entity_id: `${campaignId}${NUL}`,
        ...hourWindow(),
      }),
  },
  {
    name: "account_history user_id",
    parameter: "user_id",
    call: () =>
      ads.get(`${a()}/account_history`, {
        entity_type: "CAMPAIGN",
        entity_id: campaignId,
        user_id: `${NUL}1`,
        ...hourWindow(),
      }),
  },
  {
    name: "user_settings path user id",
    parameter: "user_id",
    call: () => ads.get(`${a()}/user_settings/${NUL}${me()}`),
  },
  {
    name: "user_settings value",
    parameter: "contact_phone",
    call: () => ads.put(`${a()}/user_settings/${me()}`, { contact_phone: `555${NUL}` }),
  },
  {
    name: "account_users screen_name",
    parameter: "screen_name",
    call: () =>
      ads.post(`${a()}/account_users`, { screen_name: `analyst${NUL}`, permissions: "ANALYST" }),
  },
  {
    name: "account_users user_id",
    parameter: "user_id",
    call: () => ads.post(`${a()}/account_users`, { user_id: `1${NUL}`, permissions: "ANALYST" }),
  },
  {
    name: "revoke account user by path id",
    parameter: "user_id",
    call: () => ads.delete(`${a()}/account_users/1${NUL}2`),
  },
  {
    name: "bidding_rules currency",
    parameter: "currency",
    call: () => ads.get("bidding_rules", { currency: `US${NUL}` }),
  },
];

describe("NUL characters are refused as bad input, never a 500", () => {
  for (const c of cases) {
    test(`${c.name}: 400 INVALID_PARAMETER naming ${c.parameter}`, async () => {
      const r = await c.call();
      assert.notEqual(r.status, 500, JSON.stringify(r.body));
      assert.equal(r.status, 400, JSON.stringify(r.body));
      const item = r.body.errors?.[0];
      assert.equal(item?.code, "INVALID_PARAMETER", JSON.stringify(r.body));
      assert.equal(item.parameter, c.parameter, JSON.stringify(r.body));
      assert.match(item.message, /contains a NUL character, which is not allowed/, item.message);
      assert.equal(r.body.operation_errors, undefined, "refused before any item ran");
    });
  }

  test("nothing was created or changed by the refused calls", async () => {
    const list = await ads.get(`${a()}/campaigns`, { with_draft: true, count: 1000 });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((x: { id: string }) => x.id),
      [campaignId],
    );
    assert.doesNotMatch(JSON.stringify(list.body.data), /\\u0000/);
  });
});
