import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { AdsClient } from "../support/ads";
import { fullFlow } from "../support/flows";
import { FIXTURES } from "../support/ads-fixtures";
import { RESOURCES } from "../../lib/ads/resources";
import { MATRIX, PERMISSION_LEVELS } from "../../lib/ads/kernel/permissions";

/**
 * The contract suite, generated from the resource declarations: every declared resource is walked
 * through the shared conventions in a fresh sandbox account.
 */
let srv: TestServer;
let admin: AdsClient;
let account: string;
let outsiderAccount: string;
let analyst: AdsClient;
let analystId: string;
let readOnlyAdmin: AdsClient;

async function tokenFor(screenName: string, extra: Record<string, string> = {}) {
  const u = srv.credentials.users.find((x) => x.screen_name === screenName)!;
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const t = await fullFlow(srv.baseUrl, consumer, u, "https://demo-app.example/callback", extra);
  return new AdsClient(
    srv.baseUrl,
    consumer,
    { key: t.oauth_token, secret: t.oauth_token_secret },
    "/ads-sandbox",
  );
}

before(async () => {
  srv = await sharedServer();
  const c = srv.credentials;
  admin = new AdsClient(
    srv.baseUrl,
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
    "/ads-sandbox",
  );
  const made = await admin.post("accounts", { name: "Contract suite" });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  account = made.body.data.id;
  const outsider = await tokenFor("outsider");
  outsiderAccount = (await outsider.post("accounts", { name: "Outsider's" })).body.data.id;
  analyst = await tokenFor("analyst");
  analystId = c.users.find((u) => u.screen_name === "analyst")!.user_id;
  // A read-only token of a user who is ACCOUNT_ADMIN on the account (a new read token replaces the
  // user's read-write one for this app, so it is not the demo user's token from demo-credentials.json).
  readOnlyAdmin = await tokenFor("outsider", { svc_auth_access_type: "read" });
  const outsiderId = c.users.find((u) => u.screen_name === "outsider")!.user_id;
  assert.equal(
    (
      await admin.post(`accounts/${account}/account_users`, {
        user_id: outsiderId,
        permissions: "ACCOUNT_ADMIN",
      })
    ).status,
    201,
  );
});
after(() => srv?.stop());

for (const decl of RESOURCES) {
  const fx = FIXTURES[decl.name];
  const path = () => `accounts/${account}/${decl.name}`;

  describe(`${decl.name}: contract`, () => {
    test("create, get, list, update, delete, delete again, with_deleted", async () => {
      const params = await fx.create(admin, account);
      const created = await admin.post(path(), params);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.equal(typeof id, "string");
      assert.equal(
        created.body.request.params.account_id,
        account,
        "request.params echoes the path",
      );
      assert.match(created.body.data.created_at, /Z$/);

      const got = await admin.get(`${path()}/${id}`);
      assert.equal(got.status, 200);
      assert.deepEqual(got.body.data, created.body.data);

      const listed = await admin.get(path(), { [`${decl.idParam.replace(/_id$/, "_ids")}`]: id });
      assert.equal(listed.status, 200);
      assert.deepEqual(
        listed.body.data.map((r: { id: string }) => r.id),
        [id],
      );
      assert.equal(listed.body.next_cursor, null);

      if (fx.update) {
        const updated = await admin.put(`${path()}/${id}`, fx.update);
        assert.equal(updated.status, 200, JSON.stringify(updated.body));
        for (const [k, v] of Object.entries(fx.update))
          assert.equal(String(updated.body.data[k]), String(v), k);
      }

      const deleted = await admin.delete(`${path()}/${id}`);
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      assert.equal(deleted.body.data.deleted, true);
      assert.equal(
        (await admin.delete(`${path()}/${id}`)).status,
        404,
        "deleting again answers 404",
      );
      assert.equal((await admin.get(`${path()}/${id}`)).status, 404);
      assert.equal(
        (await admin.get(`${path()}/${id}`, { with_deleted: true })).body.data.deleted,
        true,
      );
      const withDeleted = await admin.get(path(), { with_deleted: true, count: 1000 });
      assert.ok(withDeleted.body.data.some((r: { id: string }) => r.id === id));
      const without = await admin.get(path(), { count: 1000 });
      assert.ok(!without.body.data.some((r: { id: string }) => r.id === id));
    });

    test("bad input for each kind of parameter names the parameter; nothing is created", async () => {
      const before = (await admin.get(path(), { with_total_count: true, with_draft: true })).body
        .total_count;
      const good = await fx.create(admin, account);
      for (const b of fx.bad) {
        const r = await admin.post(path(), { ...good, [b.param]: b.value });
        assert.equal(r.status, 400, `${b.param}=${b.value}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.errors[0].code, b.code);
        assert.equal(r.body.errors[0].parameter, b.param);
        assert.ok(r.body.errors[0].message.length > 10);
      }
      const { [fx.required]: _omit, ...missing } = good;
      const r = await admin.post(path(), missing);
      assert.equal(r.status, 400);
      assert.equal(r.body.errors[0].code, "MISSING_PARAMETER");
      assert.equal(r.body.errors[0].parameter, fx.required);
      const afterCount = (await admin.get(path(), { with_total_count: true, with_draft: true }))
        .body.total_count;
      assert.equal(afterCount, before);
    });

    test("list parameters: count bounds, sort_by validation, with_total_count with cursor refused", async () => {
      assert.equal((await admin.get(path(), { count: 0 })).body.errors[0].parameter, "count");
      assert.equal((await admin.get(path(), { count: 1001 })).status, 400);
      const badSort = await admin.get(path(), { sort_by: "password-asc" });
      assert.equal(badSort.status, 400);
      assert.equal(badSort.body.errors[0].parameter, "sort_by");
      const both = await admin.get(path(), { with_total_count: true, cursor: "abc" });
      assert.equal(both.status, 400);
      assert.equal(
        (await admin.get(path(), { cursor: "garbage" })).body.errors[0].parameter,
        "cursor",
      );
    });

    test("another advertiser's account answers 403 ACCOUNT_NOT_FOUND", async () => {
      const r = await admin.get(`accounts/${outsiderAccount}/${decl.name}`);
      assert.equal(r.status, 403);
      assert.equal(r.body.errors[0].code, "ACCOUNT_NOT_FOUND");
      const w = await admin.post(
        `accounts/${outsiderAccount}/${decl.name}`,
        await fx.create(admin, account),
      );
      assert.equal(w.status, 403);
    });

    test("each permission level is allowed or refused as the matrix says", async () => {
      for (const level of PERMISSION_LEVELS) {
        const grant = await admin.post(`accounts/${account}/account_users`, {
          user_id: analystId,
          permissions: level,
        });
        assert.equal(grant.status, 201, JSON.stringify(grant.body));
        const read = await analyst.get(path());
        assert.equal(
          read.status,
          MATRIX[level].includes(decl.actions.read) ? 200 : 403,
          `${level} read ${decl.name}`,
        );
        const write = await analyst.post(path(), await fx.create(admin, account));
        assert.equal(
          write.status,
          MATRIX[level].includes(decl.actions.write) ? 201 : 403,
          `${level} write ${decl.name}: ${JSON.stringify(write.body)}`,
        );
      }
    });

    test("a cursor walk while records are inserted and deleted never repeats or skips a record that existed throughout", async () => {
      const walkAccount = (await admin.post("accounts", { name: `Walk ${decl.name}` })).body.data
        .id;
      const at = `accounts/${walkAccount}/${decl.name}`;
      const make = async () =>
        (await admin.post(at, await fx.create(admin, walkAccount))).body.data.id as string;
      const initial: string[] = [];
      for (let i = 0; i < 8; i++) initial.push(await make());
      const seen: string[] = [];
      const deleted = new Set<string>();
      let cursor: string | undefined;
      let page = 0;
      do {
        const r = await admin.get(at, { count: 3, cursor, with_draft: true });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        seen.push(...r.body.data.map((x: { id: string }) => x.id));
        cursor = r.body.next_cursor ?? undefined;
        if (page++ === 0) {
          await make();
          const unseen = initial.find((id) => !seen.includes(id))!;
          for (const id of [unseen, seen[0]]) {
            assert.equal((await admin.delete(`${at}/${id}`)).status, 200);
            deleted.add(id);
          }
        }
      } while (cursor);
      assert.equal(new Set(seen).size, seen.length, "no record appears twice");
      for (const id of initial.filter((x) => !deleted.has(x)))
        assert.ok(seen.includes(id), `${id} existed throughout and was listed`);
    });

    test("a read-only token never writes, even for an ACCOUNT_ADMIN", async () => {
      const r = await readOnlyAdmin.post(path(), await fx.create(admin, account));
      assert.equal(r.status, 403);
      assert.equal((await readOnlyAdmin.get(path())).status, 200);
    });
  });
}
