import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  createParams,
  refusedValues,
  requiredParam,
  updateParams,
} from "../support/resource-inputs";
import {
  listParams,
  contractSuite,
  listPath,
  maxCount,
  write,
  oneRecord,
  type ContractSuite,
} from "../support/contract";
import { RESOURCES } from "../../lib/ads/resources";

/**
 * The contract suite, generated from the resource declarations (lib/ads/resources.ts): each declared
 * resource walked through create, get, list, update, delete and with_deleted, and refused bad input,
 * in a fresh sandbox account. The other parts: ads-contract-list (id filters, sorts, paging),
 * ads-contract-writes (batch operations, history rows), ads-contract-access (accounts, permissions,
 * read-only tokens, sandbox-only calls).
 */
let s: ContractSuite;
before(async () => {
  s = await contractSuite("crud");
});
after(() => s?.srv.stop());

for (const decl of RESOURCES) {
  const update = updateParams(decl);
  const path = () => listPath(decl, s.account);

  describe(`${decl.name}: contract`, () => {
    test("create, get, list, update, delete, delete again, with_deleted", async () => {
      const params = await createParams(s.env, decl);
      const created = await write(s.admin, decl, "POST", path(), params);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const record = oneRecord(created.body);
      const id = record.id;
      assert.equal(typeof id, "string");
      assert.equal(
        created.body.request.params.account_id,
        s.account,
        "request.params echoes the path",
      );
      assert.match(record.created_at, /Z$/);

      const got = await s.admin.get(`${path()}/${id}`);
      assert.equal(got.status, 200);
      assert.deepEqual(got.body.data, record);

      const listed = await s.admin.get(
        path(),
        await listParams(s.admin, decl, s.account, {
          [`${decl.idParam.replace(/_id$/, "_ids")}`]: id,
        }),
      );
      assert.equal(listed.status, 200);
      assert.deepEqual(
        listed.body.data.map((r: { id: string }) => r.id),
        [id],
      );
      assert.equal(listed.body.next_cursor, null);

      if (update) {
        const updated = await write(s.admin, decl, "PUT", `${path()}/${id}`, update);
        assert.equal(updated.status, 200, JSON.stringify(updated.body));
        for (const [k, v] of Object.entries(update))
          assert.equal(String(updated.body.data[k]), String(v), k);
      }

      const deleted = await s.admin.delete(`${path()}/${id}`);
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      assert.equal(deleted.body.data.deleted, true);
      assert.equal(
        (await s.admin.delete(`${path()}/${id}`)).status,
        404,
        "deleting again answers 404",
      );
      assert.equal((await s.admin.get(`${path()}/${id}`)).status, 404);
      assert.equal(
        (await s.admin.get(`${path()}/${id}`, { with_deleted: true })).body.data.deleted,
        true,
      );
      const withDeleted = await s.admin.get(
        path(),
        await listParams(s.admin, decl, s.account, { with_deleted: true, count: maxCount(decl) }),
      );
      assert.ok(withDeleted.body.data.some((r: { id: string }) => r.id === id));
      const without = await s.admin.get(
        path(),
        await listParams(s.admin, decl, s.account, { count: maxCount(decl) }),
      );
      assert.ok(!without.body.data.some((r: { id: string }) => r.id === id));
    });

    test("bad input for each kind of parameter names the parameter; nothing is created", async () => {
      const before = (
        await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { with_total_count: true, with_draft: true }),
        )
      ).body.total_count;
      const good = await createParams(s.env, decl);
      for (const b of refusedValues(decl)) {
        const r = await write(s.admin, decl, "POST", path(), { ...good, [b.param]: b.value });
        assert.equal(r.status, 400, `${b.param}=${b.value}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.errors[0].code, "INVALID_PARAMETER");
        assert.equal(r.body.errors[0].parameter, b.param);
        assert.ok(r.body.errors[0].message.length > 10);
      }
      const required = requiredParam(decl);
      const { [required]: _omit, ...missing } = good;
      const r = await write(s.admin, decl, "POST", path(), missing);
      assert.equal(r.status, 400);
      assert.equal(r.body.errors[0].code, "MISSING_PARAMETER");
      assert.equal(r.body.errors[0].parameter, required);
      const afterCount = (
        await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { with_total_count: true, with_draft: true }),
        )
      ).body.total_count;
      assert.equal(afterCount, before);
    });
  });
}
