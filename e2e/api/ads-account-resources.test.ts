import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  campaign,
  expectError,
  fundingInstrument,
  hourWindow,
  pages,
  type Ads,
  accountSuite,
} from "../support/ads-helpers";

/** Account sub-resources: features, tax settings, apps, user settings, account history. */
let srv: TestServer;
let sandbox: Ads;
let prod: Ads;
let account: string;

before(async () => ({ srv, sandbox, prod, account } = await accountSuite()));
after(() => srv?.stop());

const analystId = () => srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;

describe("account sub-resources", () => {
  test("features: added and removed in the sandbox, unknown keys named, production refused", async () => {
    const f = `accounts/${account}/features`;
    assert.deepEqual((await sandbox.get(f)).body.data, []);
    const added = await sandbox.post(f, { feature_keys: "AGE_TARGETING,DR_TAP" });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.deepEqual(added.body.data, ["AGE_TARGETING", "DR_TAP"]);
    assert.deepEqual((await sandbox.get(f, { feature_keys: "DR_TAP" })).body.data, ["DR_TAP"]);
    assert.deepEqual((await sandbox.delete(f, { feature_keys: "DR_TAP" })).body.data, [
      "AGE_TARGETING",
    ]);
    const unknown = expectError(
      await sandbox.post(f, { feature_keys: "AGE_TARGETING,TIME_TRAVEL" }),
      400,
      "INVALID_PARAMETER",
      "feature_keys",
    );
    assert.match(unknown.message, /TIME_TRAVEL/);
    expectError(await sandbox.post(f), 400, "MISSING_PARAMETER", "feature_keys");
    assert.deepEqual((await sandbox.get(f)).body.data, ["AGE_TARGETING"]);
    const pf = `accounts/${srv.credentials.account_id}/features`;
    const before = (await prod.get(pf)).body.data;
    expectError(await prod.post(pf, { feature_keys: "DR_TAP" }), 400, "SANDBOX_ONLY");
    expectError(await prod.delete(pf, { feature_keys: "DR_TAP" }), 400, "SANDBOX_ONLY");
    assert.deepEqual((await prod.get(pf)).body.data, before);
  });

  test("PUT tax_settings checks invoice_jurisdiction and tax_category", async () => {
    const t = `accounts/${account}/tax_settings`;
    const ok = await sandbox.put(t, {
      invoice_jurisdiction: "LOI_SAPIN",
      tax_category: "BUSINESS_WITH_VAT",
      tax_id: "FR123",
      address_name: "Demo Co",
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(
      [ok.body.data.invoice_jurisdiction, ok.body.data.tax_category, ok.body.data.tax_id],
      ["LOI_SAPIN", "BUSINESS_WITH_VAT", "FR123"],
    );
    expectError(
      await sandbox.put(t, { invoice_jurisdiction: "FRANCE" }),
      400,
      "INVALID_PARAMETER",
      "invoice_jurisdiction",
    );
    expectError(
      await sandbox.put(t, { tax_category: "CHARITY", tax_id: "NOT-KEPT" }),
      400,
      "INVALID_PARAMETER",
      "tax_category",
    );
    const again = await sandbox.put(t, { tax_exemption_id: "EX-1" });
    assert.deepEqual(
      [
        again.body.data.invoice_jurisdiction,
        again.body.data.tax_category,
        again.body.data.tax_id,
        again.body.data.tax_exemption_id,
      ],
      ["LOI_SAPIN", "BUSINESS_WITH_VAT", "FR123", "EX-1"],
    );
  });

  test("account_apps lists the account's apps", async () => {
    const r = await sandbox.get(`accounts/${account}/account_apps`);
    assert.equal(r.status, 200);
    assert.ok(Array.isArray(r.body.data));
    assert.equal(r.body.next_cursor, null);
  });

  test("user_settings: read and change one's own (bad email 400); another user's answer 403, even for an admin", async () => {
    const me = `accounts/${account}/user_settings/${srv.credentials.user_id}`;
    assert.equal((await sandbox.get(me)).body.data.user_id, srv.credentials.user_id);
    const put = await sandbox.put(me, {
      notification_email: "ads@demo.example",
      contact_phone: "+1 555 0100",
      contact_phone_extension: "42",
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    expectError(
      await sandbox.put(me, { notification_email: "not-an-email" }),
      400,
      "INVALID_PARAMETER",
      "notification_email",
    );
    const got = (await sandbox.get(me)).body.data;
    assert.deepEqual(
      [got.notification_email, got.contact_phone, got.contact_phone_extension],
      ["ads@demo.example", "+1 555 0100", "42"],
    );
    assert.equal(
      (
        await sandbox.post(`accounts/${account}/account_users`, {
          user_id: analystId(),
          permissions: "ANALYST",
        })
      ).status,
      201,
    );
    expectError(
      await sandbox.put(`accounts/${account}/user_settings/${analystId()}`, {
        notification_email: "x@demo.example",
      }),
      403,
      "PERMISSION_DENIED",
    );
    assert.equal(
      (await sandbox.get(`accounts/${account}/user_settings/${analystId()}`)).body.data
        .notification_email,
      undefined,
    );
  });

  test("account_history: required parameters, whole hours, and a campaign update as {field:{old,new}} with the user id", async () => {
    const h = `accounts/${account}/account_history`;
    const missing = await sandbox.get(h);
    assert.equal(missing.status, 400);
    assert.deepEqual(
      missing.body.errors
        .map((e: { code: string; parameter: string }) => `${e.code}:${e.parameter}`)
        .sort(),
      ["end_time", "entity_id", "entity_type", "start_time"].map((p) => `MISSING_PARAMETER:${p}`),
    );
    const fi = await fundingInstrument(sandbox, account);
    const c = await campaign(sandbox, account, fi, { name: "Before" });
    const w = hourWindow();
    expectError(
      await sandbox.get(h, {
        entity_type: "CAMPAIGN",
        entity_id: c.id,
        ...w,
        start_time: w.start_time.replace(":00:00", ":30:00"),
      }),
      400,
      "INVALID_PARAMETER",
      "start_time",
    );
    expectError(
      await sandbox.get(h, {
        entity_type: "CAMPAIGN",
        entity_id: c.id,
        ...w,
        end_time: w.end_time.replace(":00:00.000", ":00:01.000"),
      }),
      400,
      "INVALID_PARAMETER",
      "end_time",
    );
    assert.equal(
      (
        await sandbox.put(`accounts/${account}/campaigns/${c.id}`, {
          name: "After",
          entity_status: "PAUSED",
        })
      ).status,
      200,
    );
    const r = await sandbox.get(h, { entity_type: "CAMPAIGN", entity_id: c.id, ...w });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(
      r.body.data.map((e: { change_type: string }) => e.change_type),
      ["UPDATE", "CREATE"],
    );
    const [update] = r.body.data;
    assert.equal(update.user_id, srv.credentials.user_id);
    assert.deepEqual(update.changes, {
      name: { old: "Before", new: "After" },
      entity_status: { old: "ACTIVE", new: "PAUSED" },
    });
    assert.deepEqual(
      (
        await sandbox.get(h, {
          entity_type: "CAMPAIGN",
          entity_id: c.id,
          ...w,
          user_id: analystId(),
        })
      ).body.data,
      [],
    );
  });

  test("account_history pages (count=1) list every entry once, even entries written in the same instant", async () => {
    const fi = await fundingInstrument(sandbox, account);
    const c = await campaign(sandbox, account, fi);
    const ops = Array.from({ length: 10 }, (_, i) => ({
      operation_type: "Update",
      params: { campaign_id: c.id, name: `Step ${i}` },
    }));
    assert.equal((await sandbox.post(`batch/accounts/${account}/campaigns`, {}, ops)).status, 200);
    const seen = (
      await pages(sandbox, `accounts/${account}/account_history`, {
        entity_type: "CAMPAIGN",
        entity_id: c.id,
        ...hourWindow(),
        count: 1,
      })
    ).flat() as unknown as { id: string; changes: { name: { new: string } } }[];
    assert.equal(new Set(seen.map((e) => e.id)).size, seen.length, "no entry twice");
    assert.deepEqual(
      seen.map((e) => e.changes.name.new),
      [...ops.map((o) => o.params.name).reverse(), c.name],
      "newest first, none skipped",
    );
  });
});
