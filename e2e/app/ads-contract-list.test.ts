import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createParams, updateParams } from "../support/resource-inputs";
import { expectError, sandboxAccount, type AnyRecord } from "../support/ads-helpers";
import {
  listParams,
  assertSorted,
  contractSuite,
  idFilterBound,
  listPath,
  onAccount,
  make,
  walk,
  type ContractSuite,
  maxCount,
  write,
  oneRecord,
} from "../support/contract";
import { RESOURCES } from "../../lib/ads/resources";

/**
 * The contract suite's list part, generated from each declaration's `list`: every id filter (only
 * those ids, unknown ids give none, past the bound refused), every sortable column in both directions
 * (really sorted, the same order page by page through cursors), unknown columns refused, count and
 * cursor paging, and a cursor walk while records come and go.
 */
let s: ContractSuite;
before(async () => {
  s = await contractSuite("list");
});
after(() => s?.srv.stop());

for (const decl of RESOURCES) {
  const update = updateParams(decl);
  const path = () => listPath(decl, s.account);

  describe(`${decl.name}: contract, list`, () => {
    for (const [param, column] of Object.entries(decl.list.idFilters)) {
      test(`${param}: only records whose ${column} is listed; unknown ids give none; past the bound refused`, async () => {
        const [a, b] = [await make(s.env, decl), await make(s.env, decl)];
        assert.ok(a[column], `the record carries ${column}`);
        const ids = (r: { body: { data: AnyRecord[] } }) => r.body.data.map((x) => x.id);
        const one = await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { [param]: a[column], count: maxCount(decl) }),
        );
        assert.equal(one.status, 200, JSON.stringify(one.body));
        assert.ok(ids(one).includes(a.id));
        for (const r of one.body.data as AnyRecord[]) assert.equal(r[column], a[column]);
        if (b[column] !== a[column]) assert.ok(!ids(one).includes(b.id));
        const both = await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { [param]: `${a[column]},${b[column]}` }),
        );
        assert.ok(ids(both).includes(a.id) && ids(both).includes(b.id), "a list of ids");
        const unknown = await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { [param]: "1" }),
        );
        assert.equal(unknown.status, 200);
        assert.deepEqual(unknown.body.data, [], "an id that names nothing lists nothing");
        const bound = idFilterBound(decl, param);
        const many = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join(",");
        assert.equal(
          (
            await s.admin.get(
              path(),
              await listParams(s.admin, decl, s.account, { [param]: many(bound) }),
            )
          ).status,
          200,
        );
        const over = await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { [param]: many(bound + 1) }),
        );
        expectError(over, 400, "INVALID_PARAMETER", param);
        assert.match(over.body.errors[0].message, new RegExp(String(bound)), "names the bound");
      });
    }

    test(`every sortable column (${decl.list.sortable.join(", ")}) sorts both ways, page by page alike`, async () => {
      const account = await sandboxAccount(s.admin, `Sorts ${decl.name}`);
      const at = listPath(decl, account);
      const made: AnyRecord[] = [];
      for (let i = 0; i < 5; i++) made.push(await make(onAccount(s, account), decl));
      // One changed record gives the updatable columns (name, status, updated_at...) distinct values.
      if (update)
        assert.equal(
          (await write(s.admin, decl, "PUT", `${at}/${made[2].id}`, update)).status,
          200,
        );
      for (const col of decl.list.sortable)
        for (const dir of ["asc", "desc"] as const) {
          const sort_by = `${col}-${dir}`;
          const whole = await s.admin.get(
            at,
            await listParams(s.admin, decl, account, { sort_by, count: maxCount(decl) }),
          );
          assert.equal(whole.status, 200, JSON.stringify(whole.body));
          assert.equal(whole.body.data.length, made.length);
          assertSorted(whole.body.data, col, dir);
          const paged = await walk(
            s.admin,
            at,
            await listParams(s.admin, decl, account, { sort_by }),
            2,
          );
          assert.equal(paged.pages, 3, `${sort_by}: 5 records in pages of 2`);
          assert.deepEqual(
            paged.rows.map((r) => r.id),
            whole.body.data.map((r: AnyRecord) => r.id),
            `${sort_by}: cursors continue the same order`,
          );
        }
      const total = await s.admin.get(
        at,
        await listParams(s.admin, decl, account, { count: 2, with_total_count: true }),
      );
      assert.equal(total.body.total_count, made.length);
      assert.equal(total.body.data.length, 2);
      assert.equal(typeof total.body.next_cursor, "string");
    });

    test("a column that is not declared sortable is refused with INVALID_PARAMETER naming sort_by", async () => {
      const rec = await make(s.env, decl);
      const unsortable = Object.keys(rec).filter((k) => !decl.list.sortable.includes(k));
      for (const col of ["password", ...unsortable.slice(0, 3)]) {
        const r = await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, { sort_by: `${col}-asc` }),
        );
        const e = expectError(r, 400, "INVALID_PARAMETER", "sort_by");
        assert.ok(
          e.message.includes(decl.list.sortable[0]),
          `lists the sortable columns: ${e.message}`,
        );
      }
    });

    test("list parameters: count bounds, a cursor not ours, with_total_count with cursor refused", async () => {
      // The kernel's default bound when the declaration states none (listParamsSchema).
      const max = decl.list.countMax ?? 1000;
      assert.equal(
        (await s.admin.get(path(), await listParams(s.admin, decl, s.account, { count: 0 }))).body
          .errors[0].parameter,
        "count",
      );
      assert.equal(
        (await s.admin.get(path(), await listParams(s.admin, decl, s.account, { count: max })))
          .status,
        200,
      );
      expectError(
        await s.admin.get(path(), await listParams(s.admin, decl, s.account, { count: max + 1 })),
        400,
        "INVALID_PARAMETER",
        "count",
      );
      const both = await s.admin.get(
        path(),
        await listParams(s.admin, decl, s.account, { with_total_count: true, cursor: "abc" }),
      );
      assert.equal(both.status, 400);
      assert.equal(
        (
          await s.admin.get(
            path(),
            await listParams(s.admin, decl, s.account, { cursor: "garbage" }),
          )
        ).body.errors[0].parameter,
        "cursor",
      );
    });

    const q = decl.list.q;
    if (q)
      test(`q finds records by the start of ${q}, case-insensitively; % and _ are literal`, async () => {
        const rec = await make(s.env, decl);
        const value = String(rec[q]);
        const found = await s.admin.get(
          path(),
          await listParams(s.admin, decl, s.account, {
            q: value.slice(0, 3).toLowerCase(),
            count: maxCount(decl),
          }),
        );
        assert.equal(found.status, 200, JSON.stringify(found.body));
        assert.ok(found.body.data.some((r: AnyRecord) => r.id === rec.id));
        for (const r of found.body.data as AnyRecord[])
          assert.ok(String(r[q]).toLowerCase().startsWith(value.slice(0, 3).toLowerCase()));
        assert.deepEqual(
          (await s.admin.get(path(), await listParams(s.admin, decl, s.account, { q: "%" }))).body
            .data,
          [],
        );
        assert.deepEqual(
          (
            await s.admin.get(
              path(),
              await listParams(s.admin, decl, s.account, { q: value.slice(1) + "zz" }),
            )
          ).body.data,
          [],
        );
      });

    test("a cursor walk while records are inserted and deleted never repeats or skips a record that existed throughout", async () => {
      const walkAccount = (await s.admin.post("accounts", { name: `Walk ${decl.name}` })).body.data
        .id;
      const at = `accounts/${walkAccount}/${decl.name}`;
      const add = async () =>
        oneRecord(
          (
            await write(
              s.admin,
              decl,
              "POST",
              at,
              await createParams(onAccount(s, walkAccount), decl),
            )
          ).body,
        ).id as string;
      const initial: string[] = [];
      for (let i = 0; i < 8; i++) initial.push(await add());
      const seen: string[] = [];
      const deleted = new Set<string>();
      let cursor: string | undefined;
      let page = 0;
      do {
        const r = await s.admin.get(
          at,
          await listParams(s.admin, decl, walkAccount, {
            count: 3,
            ...(cursor ? { cursor } : {}),
            with_draft: true,
          }),
        );
        assert.equal(r.status, 200, JSON.stringify(r.body));
        seen.push(...r.body.data.map((x: { id: string }) => x.id));
        cursor = r.body.next_cursor ?? undefined;
        if (page++ === 0) {
          await add();
          const unseen = initial.find((id) => !seen.includes(id))!;
          for (const id of [unseen, seen[0]]) {
            assert.equal((await s.admin.delete(`${at}/${id}`)).status, 200);
            deleted.add(id);
          }
        }
      } while (cursor);
      assert.equal(new Set(seen).size, seen.length, "no record appears twice");
      for (const id of initial.filter((x) => !deleted.has(x)))
        assert.ok(seen.includes(id), `${id} existed throughout and was listed`);
    });
  });
}
