import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import {
  analystClient,
  bearerCall,
  campaign,
  demoClient,
  demoOAuth2Tokens,
  expectError,
  fundingInstrument,
  hourWindow,
  pages,
  sandboxAccount,
  uniq,
  type Ads,
} from "../support/ads-helpers";
import { RESOURCES } from "../../lib/ads/resources";

/** Accounts and their sub-resources, reference data, and the interface's cross-cutting answers. */
let srv: TestServer;
let sandbox: Ads;
let prod: Ads;
let account: string;
let name: string;

before(async () => {
  srv = await sharedServer();
  sandbox = demoClient(srv, "/ads-sandbox");
  prod = demoClient(srv, "/ads");
  name = uniq("Acct");
  account = await sandboxAccount(sandbox, name);
});
after(() => srv?.stop());

const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((a) => a.id);
const analystId = () => srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;

describe("accounts", () => {
  test("GET accounts lists the caller's accounts of the base's kind only; account_ids and q filter them", async () => {
    const p = await prod.get("accounts", { count: 1000 });
    assert.equal(p.status, 200);
    assert.ok(ids(p).includes(srv.credentials.account_id));
    assert.ok(!ids(p).includes(account));
    assert.ok(p.body.data.every((a: { sandbox: boolean }) => a.sandbox === false));
    const s = await sandbox.get("accounts", { count: 1000 });
    assert.ok(ids(s).includes(account));
    assert.ok(!ids(s).includes(srv.credentials.account_id));
    assert.ok(s.body.data.every((a: { sandbox: boolean }) => a.sandbox === true));
    const analyst = await analystClient(srv);
    assert.ok(
      !ids(await analyst.ads.get("accounts", { count: 1000 })).includes(account),
      "another user does not see it",
    );

    assert.deepEqual(ids(await sandbox.get("accounts", { account_ids: account })), [account]);
    assert.deepEqual(
      ids(await sandbox.get("accounts", { account_ids: srv.credentials.account_id })),
      [],
      "production ids are not listed under the sandbox base",
    );
    assert.deepEqual(ids(await sandbox.get("accounts", { q: name.toLowerCase() })), [account]);
    expectError(
      await sandbox.get("accounts", { q: "x".repeat(256) }),
      400,
      "INVALID_PARAMETER",
      "q",
    );
  });

  test("GET accounts takes the standard list parameters: with_total_count (not with a cursor), count and cursor", async () => {
    const mine = [account, await sandboxAccount(sandbox), await sandboxAccount(sandbox)];
    const counted = await sandbox.get("accounts", {
      account_ids: mine.join(","),
      with_total_count: true,
      count: 1,
    });
    assert.equal(counted.status, 200, JSON.stringify(counted.body));
    assert.equal(counted.body.total_count, 3);
    assert.equal(counted.body.data.length, 1);
    const both = expectError(
      await sandbox.get("accounts", { with_total_count: true, cursor: counted.body.next_cursor }),
      400,
      "EXCLUSIVE_PARAMETERS",
      "with_total_count",
    );
    assert.match(both.message, /cursor/);
    const walked = (
      await pages(sandbox, "accounts", {
        account_ids: mine.join(","),
        count: 1,
        sort_by: "name-desc",
      })
    )
      .flat()
      .map((a) => a.id);
    assert.deepEqual([...walked].sort(), [...mine].sort());
  });

  test("POST accounts: production answers 400 SANDBOX_ONLY; the sandbox makes the caller ACCOUNT_ADMIN", async () => {
    expectError(await prod.post("accounts", { name: "Nope" }), 400, "SANDBOX_ONLY");
    const made = await sandbox.post("accounts", { name: "Fresh" });
    assert.equal(made.status, 201);
    assert.deepEqual(
      [made.body.data.name, made.body.data.sandbox, made.body.data.deleted],
      ["Fresh", true, false],
    );
    const access = await sandbox.get(`accounts/${made.body.data.id}/authenticated_user_access`);
    assert.equal(access.status, 200);
    assert.equal(access.body.data.user_id, srv.credentials.user_id);
    assert.ok(access.body.data.permissions.includes("ACCOUNT_ADMIN"));
    for (const a of ["account.write", "account.users", "campaigns.write", "funding.write"])
      assert.ok(access.body.data.actions.includes(a), a);
  });

  test("DELETE account: refused in production, done in the sandbox, after which the account is gone (403 ACCOUNT_NOT_FOUND)", async () => {
    expectError(await prod.delete(`accounts/${srv.credentials.account_id}`), 400, "SANDBOX_ONLY");
    assert.equal(
      (await prod.get(`accounts/${srv.credentials.account_id}`)).body.data.deleted,
      false,
    );
    const doomed = await sandboxAccount(sandbox);
    const del = await sandbox.delete(`accounts/${doomed}`);
    assert.equal(del.status, 200);
    assert.equal(del.body.data.deleted, true);
    expectError(await sandbox.get(`accounts/${doomed}`), 403, "ACCOUNT_NOT_FOUND");
    expectError(await sandbox.get(`accounts/${doomed}/campaigns`), 403, "ACCOUNT_NOT_FOUND");
    assert.ok(!ids(await sandbox.get("accounts", { count: 1000 })).includes(doomed));
    assert.deepEqual(
      (await sandbox.get("accounts", { account_ids: doomed, with_deleted: true })).body.data.map(
        (a: { deleted: boolean }) => a.deleted,
      ),
      [true],
    );
    const shown = await sandbox.get(`accounts/${doomed}`, { with_deleted: true });
    assert.equal(shown.status, 200, "GET accounts/:id takes with_deleted (document 2)");
    assert.equal(shown.body.data.deleted, true);
    expectError(
      await sandbox.get(`accounts/${doomed}/campaigns`, { with_deleted: true }),
      403,
      "ACCOUNT_NOT_FOUND",
    );
  });

  test("an account through the other base answers 403 ACCOUNT_NOT_FOUND pointing to the right base", async () => {
    const p = expectError(
      await sandbox.get(`accounts/${srv.credentials.account_id}/campaigns`),
      403,
      "ACCOUNT_NOT_FOUND",
    );
    assert.match(p.message, /production base \(\/ads\)/);
    const s = expectError(await prod.get(`accounts/${account}`), 403, "ACCOUNT_NOT_FOUND");
    assert.match(s.message, /\/ads-sandbox/);
  });

  test("PUT accounts sets name and industry_type; a bad industry_type answers 400 naming it and changes nothing", async () => {
    const r = await sandbox.put(`accounts/${account}`, {
      name: `${name} renamed`,
      industry_type: "RETAIL",
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([r.body.data.name, r.body.data.industry_type], [`${name} renamed`, "RETAIL"]);
    const bad = expectError(
      await sandbox.put(`accounts/${account}`, { name: "Not applied", industry_type: "CASINO" }),
      400,
      "INVALID_PARAMETER",
      "industry_type",
    );
    assert.match(bad.message, /CASINO/);
    const now = (await sandbox.get(`accounts/${account}`)).body.data;
    assert.deepEqual([now.name, now.industry_type], [`${name} renamed`, "RETAIL"]);
  });
});

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

describe("tokens and who may do what", () => {
  test("OAuth 2.0 scopes hold on every route: users.read lists no accounts, like.write creates none, post.write changes no user settings", async () => {
    const [usersRead, likeWrite, adsReadPostWrite, adsWrite] = await demoOAuth2Tokens(srv, [
      "users.read",
      "users.read like.write",
      "ads.read post.write",
      "ads.read ads.write",
    ]);
    const listed = expectError(
      await bearerCall(srv, usersRead, "GET", "accounts", {}, "/ads"),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );
    assert.match(listed.message, /ads\.read/);
    expectError(
      await bearerCall(srv, usersRead, "GET", "bidding_rules", {}, "/ads"),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );

    const scoped = uniq("Scoped");
    const made = expectError(
      await bearerCall(srv, likeWrite, "POST", "accounts", { name: scoped }),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );
    assert.match(made.message, /ads\.write/);
    assert.deepEqual(
      ids(await sandbox.get("accounts", { q: scoped })),
      [],
      "no account was created",
    );

    const me = `accounts/${account}/user_settings/${srv.credentials.user_id}`;
    const before = (await sandbox.get(me)).body.data;
    expectError(
      await bearerCall(srv, adsReadPostWrite, "PUT", me, { contact_phone: "+1 555 0199" }),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );
    assert.deepEqual((await sandbox.get(me)).body.data, before, "settings unchanged");
    expectError(
      await bearerCall(
        srv,
        adsReadPostWrite,
        "POST",
        `batch/accounts/${account}/campaigns`,
        {},
        "/ads-sandbox",
        [{ operation_type: "Create", params: {} }],
      ),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );

    // ads.read reads; ads.write writes, the user's own settings included.
    assert.equal(
      (await bearerCall(srv, adsReadPostWrite, "GET", "accounts", {}, "/ads")).status,
      200,
    );
    const put = await bearerCall(srv, adsWrite, "PUT", me, { contact_phone_extension: "7" });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(
      (await bearerCall(srv, adsWrite, "POST", "accounts", { name: uniq("Scoped ok") })).status,
      201,
    );
  });

  test("user_settings: another member cannot read a user's settings (403, nothing leaked); the user and an ACCOUNT_ADMIN can", async () => {
    const acct = await sandboxAccount(sandbox);
    const { ads: analyst, userId } = await analystClient(srv);
    assert.equal(
      (
        await sandbox.post(`accounts/${acct}/account_users`, {
          user_id: userId,
          permissions: "CAMPAIGN_ANALYST",
        })
      ).status,
      201,
    );
    const demoSettings = `accounts/${acct}/user_settings/${srv.credentials.user_id}`;
    assert.equal(
      (
        await sandbox.put(demoSettings, {
          notification_email: "private@demo.example",
          contact_phone: "+1 555 0142",
        })
      ).status,
      200,
    );
    const peek = await analyst.get(demoSettings);
    expectError(peek, 403, "PERMISSION_DENIED");
    assert.ok(
      !JSON.stringify(peek.body).includes("private@demo.example") &&
        !JSON.stringify(peek.body).includes("0142"),
      "nothing leaked",
    );
    const own = `accounts/${acct}/user_settings/${userId}`;
    assert.equal(
      (await analyst.put(own, { contact_phone: "+1 555 0143" })).status,
      200,
      "any member changes their own",
    );
    assert.equal((await analyst.get(own)).body.data.contact_phone, "+1 555 0143");
    assert.equal(
      (await sandbox.get(own)).body.data.contact_phone,
      "+1 555 0143",
      "an ACCOUNT_ADMIN may read it",
    );
    // active_campaign_limit, like every account change, is ACCOUNT_ADMIN's only (account.write).
    assert.equal(
      (
        await sandbox.post(`accounts/${acct}/account_users`, {
          user_id: userId,
          permissions: "AD_MANAGER",
        })
      ).status,
      201,
    );
    expectError(
      await analyst.put(`accounts/${acct}`, { active_campaign_limit: 500 }),
      403,
      "PERMISSION_DENIED",
    );
    assert.equal((await sandbox.get(`accounts/${acct}`)).body.data.active_campaign_limit, 200);
  });

  test("two ACCOUNT_ADMINs removing each other at the same moment: exactly one succeeds and the account keeps an ACCOUNT_ADMIN", async () => {
    const { ads: analyst, userId } = await analystClient(srv);
    for (let round = 0; round < 3; round++) {
      const acct = await sandboxAccount(sandbox);
      assert.equal(
        (
          await sandbox.post(`accounts/${acct}/account_users`, {
            user_id: userId,
            permissions: "ACCOUNT_ADMIN",
          })
        ).status,
        201,
      );
      const [byDemo, byAnalyst] = await Promise.all([
        sandbox.delete(`accounts/${acct}/account_users/${userId}`),
        analyst.delete(`accounts/${acct}/account_users/${srv.credentials.user_id}`),
      ]);
      const answers = JSON.stringify([
        byDemo.status,
        byDemo.body,
        byAnalyst.status,
        byAnalyst.body,
      ]);
      assert.equal([byDemo, byAnalyst].filter((r) => r.status === 200).length, 1, answers);
      const loser = byDemo.status === 200 ? byAnalyst : byDemo;
      // Refused inside the transaction (last admin) or already before it (no longer on the account).
      assert.ok(loser.status === 400 || loser.status === 403, answers);
      const survivor = byDemo.status === 200 ? sandbox : analyst;
      const users = await survivor.get(`accounts/${acct}/account_users`);
      assert.equal(users.status, 200, JSON.stringify(users.body));
      assert.equal(
        users.body.data.filter((u: { permissions: string[] }) =>
          u.permissions.includes("ACCOUNT_ADMIN"),
        ).length,
        1,
        JSON.stringify(users.body.data),
      );
    }
  });

  test("SANDBOX_ONLY says the same thing wherever it applies", async () => {
    const acct = srv.credentials.account_id;
    const answers = [
      await prod.post("accounts", { name: "Nope" }),
      await prod.delete(`accounts/${acct}`),
      await prod.post(`accounts/${acct}/features`, { feature_keys: "DR_TAP" }),
      await prod.post(`accounts/${acct}/funding_instruments`, {
        type: "CREDIT_LINE",
        currency: "USD",
        start_time: "2026-01-01T00:00:00Z",
        credit_limit_local_micro: 1_000_000,
      }),
    ];
    for (const r of answers)
      assert.match(
        expectError(r, 400, "SANDBOX_ONLY").message,
        /^.+ is available in the sandbox only: call it under the sandbox base \(\/ads-sandbox\)\.$/,
      );
  });
});

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

  test("an outsider's refused reads leave the account's read budget alone; over-long path ids answer 403/404, never 500", async () => {
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

    const long = "9".repeat(6000);
    expectError(await sandbox.get(`accounts/${long}/campaigns`), 403, "ACCOUNT_NOT_FOUND");
    expectError(await sandbox.put(`accounts/${long}`, { name: "x" }), 403, "ACCOUNT_NOT_FOUND");
    expectError(await outsider.get(`accounts/${long}/campaigns`), 403, "ACCOUNT_NOT_FOUND");
    expectError(await sandbox.get(`accounts/${acct}/campaigns/${long}`), 404, "NOT_FOUND");
    expectError(
      await sandbox.delete(`accounts/${acct}/account_users/${"1".repeat(65)}`),
      404,
      "NOT_FOUND",
    );
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
