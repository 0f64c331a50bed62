import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { AdsClient, DEFAULT_RETRY } from "../support/ads";
import { fullFlow } from "../support/flows";
import { createParams } from "../support/resource-inputs";
import { expectError } from "../support/ads-helpers";
import {
  listParams,
  contractSuite,
  listPath,
  sandboxOnlyOperations,
  type ContractSuite,
  maxCount,
  write,
} from "../support/contract";
import { RESOURCES } from "../../lib/ads/resources";
import { MATRIX, PERMISSION_LEVELS } from "../../lib/ads-kernel/permissions";

/**
 * The contract suite's access part, generated from the declarations: another advertiser's account,
 * each permission level against the matrix, read-only tokens, and the calls the declaration (and the
 * registry) marks sandbox-only refused under the production base. The only contract file that asks
 * for the outsider's tokens (a new token at another level replaces the old one).
 */
let s: ContractSuite;
let outsiderAccount: string;
let analyst: AdsClient;
let analystId: string;
let readOnlyAdmin: AdsClient;

async function tokenFor(screenName: string, extra: Record<string, string> = {}) {
  const u = s.srv.credentials.users.find((x) => x.screen_name === screenName)!;
  const c = s.srv.credentials;
  const consumer = { key: c.consumer_key, secret: c.consumer_secret };
  const t = await fullFlow(s.srv.baseUrl, consumer, u, "https://demo-app.example/callback", extra);
  const token = { key: t.oauth_token, secret: t.oauth_token_secret };
  return new AdsClient(s.srv.baseUrl, consumer, token, "/ads-sandbox", DEFAULT_RETRY, s.srv.fetch);
}

before(async () => {
  s = await contractSuite("access");
  const c = s.srv.credentials;
  const outsider = await tokenFor("outsider");
  outsiderAccount = (await outsider.post("accounts", { name: "Outsider's" })).body.data.id;
  analyst = await tokenFor("analyst");
  analystId = c.users.find((u) => u.screen_name === "analyst")!.user_id;
  // A read-only token of a user who is ACCOUNT_ADMIN on the account (a new read token replaces the
  // user's read-write one for this app, so it is not the demo user's token from demo-credentials.json).
  readOnlyAdmin = await tokenFor("outsider", { svc_auth_access_type: "read" });
  const outsiderId = c.users.find((u) => u.screen_name === "outsider")!.user_id;
  const grant = await s.admin.post(`accounts/${s.account}/account_users`, {
    user_id: outsiderId,
    permissions: "ACCOUNT_ADMIN",
  });
  assert.equal(grant.status, 201, JSON.stringify(grant.body));
});
after(() => s?.srv.stop());

for (const decl of RESOURCES) {
  const path = () => listPath(decl, s.account);

  describe(`${decl.name}: contract, access`, () => {
    test("another advertiser's account answers 403 ACCOUNT_NOT_FOUND", async () => {
      const r = await s.admin.get(`accounts/${outsiderAccount}/${decl.name}`);
      assert.equal(r.status, 403);
      assert.equal(r.body.errors[0].code, "ACCOUNT_NOT_FOUND");
      const w = await write(
        s.admin,
        decl,
        "POST",
        `accounts/${outsiderAccount}/${decl.name}`,
        await createParams(s.env, decl),
      );
      assert.equal(w.status, 403);
    });

    test("each permission level is allowed or refused as the matrix says", async () => {
      for (const level of PERMISSION_LEVELS) {
        const grant = await s.admin.post(`accounts/${s.account}/account_users`, {
          user_id: analystId,
          permissions: level,
        });
        assert.equal(grant.status, 201, JSON.stringify(grant.body));
        const read = await analyst.get(path(), await listParams(s.admin, decl, s.account));
        assert.equal(
          read.status,
          MATRIX[level].includes(decl.actions.read) ? 200 : 403,
          `${level} read ${decl.name}`,
        );
        const written = await write(analyst, decl, "POST", path(), await createParams(s.env, decl));
        assert.equal(
          written.status,
          MATRIX[level].includes(decl.actions.write) ? 201 : 403,
          `${level} write ${decl.name}: ${JSON.stringify(written.body)}`,
        );
      }
    });

    test("a read-only token never writes, even for an ACCOUNT_ADMIN", async () => {
      const r = await write(readOnlyAdmin, decl, "POST", path(), await createParams(s.env, decl));
      assert.equal(r.status, 403);
      assert.equal(
        (await readOnlyAdmin.get(path(), await listParams(s.admin, decl, s.account))).status,
        200,
      );
    });

    test("sandbox-only calls (as declared, as the registry says) are refused under the production base", async () => {
      const createOnly = !!decl.create?.sandboxOnly;
      const removeOnly = !!decl.remove?.sandboxOnly;
      assert.deepEqual(
        sandboxOnlyOperations(decl)
          .map((o) => o.method)
          .sort(),
        [...(removeOnly ? ["delete"] : []), ...(createOnly ? ["post"] : [])],
        "the registry marks exactly the declared calls sandbox-only",
      );
      const prod = s.admin.withBase("/ads");
      const production = listPath(decl, s.srv.credentials.account_id);
      const listed = await prod.get(
        production,
        await listParams(prod, decl, s.srv.credentials.account_id),
      );
      assert.equal(listed.status, 200, "reads are served under the production base");
      if (createOnly) {
        const before = (
          await prod.get(
            production,
            await listParams(prod, decl, s.srv.credentials.account_id, { count: maxCount(decl) }),
          )
        ).body.data.length;
        const r = await write(prod, decl, "POST", production, await createParams(s.env, decl));
        expectError(r, 400, "SANDBOX_ONLY");
        assert.match(r.body.errors[0].message, /\/ads-sandbox/, "the message names the base");
        assert.equal(
          (
            await prod.get(
              production,
              await listParams(prod, decl, s.srv.credentials.account_id, { count: maxCount(decl) }),
            )
          ).body.data.length,
          before,
        );
      }
      // Refused before the record is looked up: the answer does not depend on the id.
      if (removeOnly) expectError(await prod.delete(`${production}/1`), 400, "SANDBOX_ONLY");
    });
  });
}
