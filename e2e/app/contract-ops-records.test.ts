import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, type Ads } from "../support/ads-helpers";
import { accountLast, callOp, opKey } from "../support/op-calls";
import { fixtureOf, type FixtureEnv } from "../support/live-calls";
import { SETUPS } from "../support/live-setups";
import { OPERATIONS } from "../../lib/ads/operations";
import { GENERATED_FROM } from "../../lib/ads-kernel/resource-operations";

/**
 * Every operation of the registry (lib/ads/operations.ts), generated: each has a fixture (a valid
 * call), the call succeeds for the account's ACCOUNT_ADMIN, and every record it answers parses with the
 * record schema the operation declares (the one OpenAPI documents and the console's types come from),
 * and each value a declared operation says it refuses is refused naming its parameter.
 * In process.
 */
let srv: TestServer, ads: Ads, env: FixtureEnv;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads } = s);
  const other = srv.credentials.users.find((u) => u.screen_name === "outsider")!.user_id;
  const me = srv.credentials.user_id;
  env = { ads, account: s.account, me, caller: me, callerAds: ads, other };
});
after(() => srv?.stop());

test("every registry operation has an example, and every setup is a registry operation's", () => {
  const keys = OPERATIONS.map(opKey);
  assert.deepEqual(
    OPERATIONS.filter((op) => !op.example).map(opKey),
    [],
    "operations without an example (lib/ads-kernel/example.ts)",
  );
  assert.deepEqual(
    [...SETUPS.keys()].filter((op) => !OPERATIONS.includes(op)).map(opKey),
    [],
    "setups of no operation (e2e/support/live-setups.ts)",
  );
  assert.equal(new Set(keys).size, keys.length, "one operation per method and path");
});

// Before the walk below, whose last call deletes the account. A resource's refusals are sent by ads-contract-crud.test.ts; the declared operations' are sent here.
describe("each declared operation refuses its declared values, naming the parameter", () => {
  for (const op of OPERATIONS.filter((o) => o.example.refused && !GENERATED_FROM.has(o)))
    for (const { param, value } of op.example.refused ?? [])
      test(`${opKey(op)}: ${param}=${value.slice(0, 40)}`, async () => {
        const call = await fixtureOf(op)(env);
        const params = { ...call.params, [param]: value };
        const r = await callOp(ads, op, env.account, { ...call, params });
        expectError(r, 400, "INVALID_PARAMETER", param);
      });
});

describe("each operation's answer parses with its declared record schema", () => {
  for (const op of accountLast(OPERATIONS))
    test(opKey(op), async () => {
      const call = await fixtureOf(op)(env);
      const r = call.production
        ? await callOp(ads.withBase("/ads"), op, srv.credentials.account_id, call)
        : await callOp(ads, op, env.account, call);
      assert.ok(r.status < 300, `${r.status} ${JSON.stringify(r.body)}`);
      if (op.status) assert.equal(r.status, op.status, "the declared status");
      assert.ok(op.record, "the operation declares a record schema");
      const many = op.response !== "record" || Array.isArray(r.body.data);
      assert.equal(Array.isArray(r.body.data), many, `response "${op.response}"`);
      const data: unknown[] = many ? r.body.data : [r.body.data];
      assert.ok(data.length > 0, "the fixture's call answers at least one record");
      for (const record of data) {
        const parsed = op.record.safeParse(record);
        assert.ok(parsed.success, `${parsed.error?.message} in ${JSON.stringify(record)}`);
      }
      if (op.response === "list") assert.ok("next_cursor" in r.body, "a list has next_cursor");
    });
});
