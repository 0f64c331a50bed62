import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createParams, updateParams } from "../support/resource-inputs";
import { expectError, hourWindow, type AnyRecord } from "../support/ads-helpers";
import {
  listParams,
  batchPath,
  contractSuite,
  declaredBatchOps,
  listPath,
  make,
  registryBatchOps,
  type ContractSuite,
  maxCount,
  write,
} from "../support/contract";
import { RESOURCES } from "../../lib/ads/resources";

/**
 * The contract suite's write part, generated from each declaration: its batch operation (the declared
 * operation types work, the others and a batch past the declared size are refused with nothing
 * changed) and its history rows (create, update and delete each leave one row with the change).
 */
let s: ContractSuite;
before(async () => {
  s = await contractSuite("writes");
});
after(() => s?.srv.stop());

type Entry = { change_type: string; user_id: string; changes: Record<string, AnyRecord> };

async function history(decl: (typeof RESOURCES)[number], id: string): Promise<Entry[]> {
  const r = await s.admin.get(`accounts/${s.account}/account_history`, {
    entity_type: decl.entityType,
    entity_id: id,
    ...hourWindow(),
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
}

for (const decl of RESOURCES) {
  const update = updateParams(decl);
  const list = async () =>
    (
      await s.admin.get(
        listPath(decl, s.account),
        await listParams(s.admin, decl, s.account, { count: maxCount(decl), with_deleted: true }),
      )
    ).body.data as AnyRecord[];
  const batch = (ops: { operation_type: string; params: Record<string, unknown> }[]) =>
    s.admin.post(batchPath(decl, s.account), {}, ops);

  describe(`${decl.name}: contract, writes`, () => {
    test("create, update and delete each leave one history row with the change, by the caller", async () => {
      const rec = await make(s.env, decl);
      const one = `${listPath(decl, s.account)}/${rec.id}`;
      if (update) assert.equal((await write(s.admin, decl, "PUT", one, update)).status, 200);
      assert.equal((await s.admin.delete(one)).status, 200);
      const entries = await history(decl, rec.id);
      const expected = ["DELETE", ...(decl.update && update ? ["UPDATE"] : []), "CREATE"];
      assert.deepEqual(
        entries.map((e) => e.change_type),
        expected,
        "newest first",
      );
      for (const e of entries) assert.equal(e.user_id, s.srv.credentials.user_id);
      const [deleted, ...rest] = entries;
      assert.deepEqual(deleted.changes.deleted, { old: false, new: true });
      assert.deepEqual(Object.keys(deleted.changes), ["deleted"], "a delete changes only deleted");
      const created = rest[rest.length - 1];
      assert.deepEqual(created.changes.id, { old: null, new: rec.id });
      if (rest.length === 2)
        for (const [k, v] of Object.entries(update ?? {}))
          assert.equal(String(rest[0].changes[k]?.new), String(v), `UPDATE records ${k}`);
    });

    if (!decl.batch) {
      test("no batch is declared: the registry has none and the path is not served", async () => {
        assert.equal(registryBatchOps(decl), null);
        const r = await batch([
          { operation_type: "Create", params: await createParams(s.env, decl) },
        ]);
        expectError(r, 404, "ROUTE_NOT_FOUND");
      });
      return;
    }
    const max = decl.batch.max;
    const declared = declaredBatchOps(decl);

    test(`batch: ${declared.join(", ")} as declared, in one call, each with its history row`, async () => {
      assert.deepEqual(registryBatchOps(decl), declared, "the registry documents the same types");
      const made = await batch([
        { operation_type: "Create", params: await createParams(s.env, decl) },
        { operation_type: "Create", params: await createParams(s.env, decl) },
      ]);
      assert.equal(made.status, 200, JSON.stringify(made.body));
      const [a, b] = made.body.data as AnyRecord[];
      assert.ok(a.id && b.id && a.id !== b.id);
      const ops = [{ operation_type: "Delete", params: { [decl.idParam]: b.id } }];
      if (decl.update && update)
        ops.unshift({ operation_type: "Update", params: { [decl.idParam]: a.id, ...update } });
      const changed = await batch(ops);
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const results = changed.body.data as AnyRecord[];
      assert.equal(results[results.length - 1].deleted, true);
      if (ops.length === 2)
        for (const [k, v] of Object.entries(update ?? {}))
          assert.equal(String(results[0][k]), String(v), k);
      const one = `${listPath(decl, s.account)}/`;
      assert.equal((await s.admin.get(`${one}${b.id}`)).status, 404);
      assert.deepEqual(
        (await s.admin.get(`${one}${a.id}`)).body.data,
        results[0].deleted ? a : results[0],
      );
      const types = (await history(decl, a.id)).map((e) => e.change_type);
      assert.deepEqual(types, ops.length === 2 ? ["UPDATE", "CREATE"] : ["CREATE"]);
      assert.deepEqual(
        (await history(decl, b.id)).map((e) => e.change_type),
        ["DELETE", "CREATE"],
      );
    });

    test("batch: undeclared and unknown operation types, and more than the declared size, change nothing", async () => {
      const params = await createParams(s.env, decl);
      const before = await list();
      for (const type of ["Create", "Update", "Delete", "Upsert"].filter(
        (t) => !declared.includes(t),
      )) {
        const r = await batch([
          { operation_type: "Create", params },
          { operation_type: type, params: { ...params, [decl.idParam]: before[0]?.id ?? "1" } },
        ]);
        assert.equal(r.status, 400, `${type}: ${JSON.stringify(r.body)}`);
        const item = [...(r.body.operation_errors?.[1] ?? []), ...r.body.errors];
        assert.ok(
          item.some(
            (e: AnyRecord) => e.parameter === "operation_type" || /operation_type/.test(e.message),
          ),
          `${type}: names operation_type: ${JSON.stringify(r.body)}`,
        );
      }
      const over = await batch(
        Array.from({ length: max + 1 }, () => ({ operation_type: "Create", params })),
      );
      assert.equal(over.status, 400, JSON.stringify(over.body).slice(0, 500));
      assert.match(JSON.stringify(over.body.errors), new RegExp(`${max}`), "names the size");
      assert.equal((await list()).length, before.length, "nothing was created");
    });
  });
}
