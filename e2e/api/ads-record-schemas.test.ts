import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { z } from "zod";
import { OPERATIONS } from "../../lib/ads/operations";
import { campaign, hourWindow, FUTURE, sandboxSuite, type Ads } from "../support/ads-helpers";
import type { AdsResponse } from "../support/ads";

/**
 * The record schemas the console's types are inferred from (components/ads/types.ts) describe what the
 * interface really answers: each answer of the operations the console reads parses with the record
 * schema its operation declares in the registry (the one OpenAPI documents).
 */
let ads: Ads;
let account: string;
let fi: string;
let analystId: string;

function recordOf(method: string, path: string): z.ZodType {
  const op = OPERATIONS.find((o) => o.method === method && o.path === path);
  assert.ok(op, `${method} ${path} is an operation`);
  assert.ok(op.record, `${method} ${path} declares a record schema`);
  return op.record;
}

function assertRecords(r: AdsResponse, method: string, path: string) {
  assert.ok(r.status < 300, `${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  const schema = recordOf(method, path);
  const data: unknown[] = Array.isArray(r.body.data) ? r.body.data : [r.body.data];
  assert.ok(data.length > 0, `${method} ${path} answered no record`);
  for (const record of data) {
    const parsed = schema.safeParse(record);
    assert.ok(
      parsed.success,
      `${method} ${path}: ${parsed.error?.message} in ${JSON.stringify(record)}`,
    );
  }
}

before(async () => {
  const suite = await sandboxSuite();
  ({ ads, account, fi } = suite);
  analystId = suite.srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
});

describe("record schemas match the answers", () => {
  test("the account family: accounts, users, access, history", async () => {
    const acc = "/accounts/:account_id";
    assertRecords(await ads.get("accounts"), "get", "/accounts");
    assertRecords(await ads.get(`accounts/${account}`), "get", acc);
    assertRecords(await ads.put(`accounts/${account}`, { name: "Records" }), "put", acc);
    assertRecords(
      await ads.get(`accounts/${account}/account_users`),
      "get",
      `${acc}/account_users`,
    );
    const access = `${acc}/authenticated_user_access`;
    assertRecords(await ads.get(`accounts/${account}/authenticated_user_access`), "get", access);
    const granted = await ads.post(`accounts/${account}/account_users`, {
      user_id: analystId,
      permissions: "ANALYST",
    });
    assertRecords(granted, "post", `${acc}/account_users`);
    const revoked = await ads.delete(`accounts/${account}/account_users/${analystId}`);
    assertRecords(revoked, "delete", `${acc}/account_users/:user_id`);
    const history = await ads.get(`accounts/${account}/account_history`, {
      entity_type: "ACCOUNT",
      entity_id: account,
      ...hourWindow(),
    });
    assertRecords(history, "get", `${acc}/account_history`);
    const made = await ads.post("accounts", { name: "Records, deleted" });
    assertRecords(made, "post", "/accounts");
    assertRecords(await ads.delete(`accounts/${made.body.data.id}`), "delete", acc);
  });

  test("the console's campaign tree: funding instruments, campaigns, line items", async () => {
    const acc = "/accounts/:account_id";
    const fis = await ads.get(`accounts/${account}/funding_instruments`);
    assertRecords(fis, "get", `${acc}/funding_instruments`);
    const c = await campaign(ads, account, fi);
    assertRecords(await ads.get(`accounts/${account}/campaigns`), "get", `${acc}/campaigns`);
    const li = await ads.post(`accounts/${account}/line_items`, {
      campaign_id: c.id,
      name: "Records line",
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: "ALL_ON_SVC",
      start_time: FUTURE,
    });
    assertRecords(li, "post", `${acc}/line_items`);
    assertRecords(await ads.get(`accounts/${account}/line_items`), "get", `${acc}/line_items`);
  });

  test("features, tax and user settings, tracking tags, reference data", async () => {
    const acc = "/accounts/:account_id";
    const features = `accounts/${account}/features`;
    assertRecords(
      await ads.post(features, { feature_keys: "AGE_TARGETING" }),
      "post",
      `${acc}/features`,
    );
    assertRecords(await ads.get(features), "get", `${acc}/features`);
    assertRecords(
      await ads.put(`accounts/${account}/tax_settings`, { tax_category: "BUSINESS_NO_VAT" }),
      "put",
      `${acc}/tax_settings`,
    );
    const me = (await ads.get(`accounts/${account}/authenticated_user_access`)).body.data.user_id;
    const settings = `accounts/${account}/user_settings/${me}`;
    const userSettingsPath = `${acc}/user_settings/:user_id`;
    assertRecords(
      await ads.put(settings, { contact_phone: "+1 555 0100" }),
      "put",
      userSettingsPath,
    );
    assertRecords(await ads.get(settings), "get", userSettingsPath);
    assertRecords(await ads.get("bidding_rules"), "get", "/bidding_rules");
    assertRecords(await ads.get("line_items/placements"), "get", "/line_items/placements");
    const c = await campaign(ads, account, fi);
    const li = await ads.post(`accounts/${account}/line_items`, {
      campaign_id: c.id,
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: "ALL_ON_SVC",
      start_time: FUTURE,
    });
    const tag = await ads.post(`accounts/${account}/tracking_tags`, {
      line_item_id: li.body.data.id,
      tracking_tag_type: "CLICK_TRACKER",
      tracking_tag_url: "https://t.example/c",
    });
    assertRecords(tag, "post", `${acc}/tracking_tags`);
    assertRecords(
      await ads.get(`accounts/${account}/tracking_tags`),
      "get",
      `${acc}/tracking_tags`,
    );
  });
});
