import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  analystClient,
  expectError,
  pages,
  sandboxAccount,
  type Ads,
  accountSuite,
  idsOf,
} from "../support/ads-helpers";

/** Accounts: listing, creating, deleting, the other base, updates. Sub-resources: ads-account-resources; tokens and permissions: ads-account-access; reference data and cross-cutting answers: ads-account-interface. */
let srv: TestServer;
let sandbox: Ads;
let prod: Ads;
let account: string;
let name: string;

before(async () => ({ srv, sandbox, prod, account, name } = await accountSuite()));
after(() => srv?.stop());

describe("accounts", () => {
  test("GET accounts lists the caller's accounts of the base's kind only; account_ids and q filter them", async () => {
    const p = await prod.get("accounts", { count: 1000 });
    assert.equal(p.status, 200);
    assert.ok(idsOf(p).includes(srv.credentials.account_id));
    assert.ok(!idsOf(p).includes(account));
    assert.ok(p.body.data.every((a: { sandbox: boolean }) => a.sandbox === false));
    const s = await sandbox.get("accounts", { count: 1000 });
    assert.ok(idsOf(s).includes(account));
    assert.ok(!idsOf(s).includes(srv.credentials.account_id));
    assert.ok(s.body.data.every((a: { sandbox: boolean }) => a.sandbox === true));
    const analyst = await analystClient(srv);
    assert.ok(
      !idsOf(await analyst.ads.get("accounts", { count: 1000 })).includes(account),
      "another user does not see it",
    );

    assert.deepEqual(idsOf(await sandbox.get("accounts", { account_ids: account })), [account]);
    assert.deepEqual(
      idsOf(await sandbox.get("accounts", { account_ids: srv.credentials.account_id })),
      [],
      "production ids are not listed under the sandbox base",
    );
    assert.deepEqual(idsOf(await sandbox.get("accounts", { q: name.toLowerCase() })), [account]);
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
    assert.ok(!idsOf(await sandbox.get("accounts", { count: 1000 })).includes(doomed));
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
    assert.match(p.message, /production base \(https?:\/\/\S+\/ads\)/);
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
