import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { audienceCalls, personHash, strangerHash } from "../support/audiences";
import { hashIdentifier } from "../../lib/audiences/normalise";
import { identityOf } from "../../lib/audiences/identities";

/**
 * Custom audiences in process (PGlite, or PostgreSQL with DATABASE_URL): the resource's rules, the
 * users call's limits and item errors, and the processing job turning uploaded hashes into members:
 * audience_size is the number of uploaded users who are people of the population, targetable from
 * AUDIENCE_MIN_SIZE (100) on, TOO_SMALL below; the estimate then reads the same members.
 */
let srv: TestServer, ads: Ads, account: string;
let a: ReturnType<typeof audienceCalls>;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account } = s);
  a = audienceCalls(ads, account);
});
after(() => srv?.stop());

describe("the resource", () => {
  test("created PROCESSING and TOO_SMALL with no size; names unique case-insensitively; PUT; q; GET", async () => {
    const name = uniq("Newsletter");
    const rec = await a.create(name, { description: "Signed up in 2026" });
    assert.equal(rec.audience_type, "CRM");
    assert.equal(rec.targetable, false);
    assert.deepEqual(rec.reasons_not_targetable, ["PROCESSING", "TOO_SMALL"]);
    assert.equal(rec.audience_size, null);
    assert.equal(rec.owner_account_id, account);
    assert.equal(rec.is_owner, true);
    assert.equal(rec.permission_level, "READ_WRITE");
    const dup = expectError(
      await ads.post(a.base, { name: name.toUpperCase() }),
      400,
      "INVALID_PARAMETER",
      "name",
    );
    assert.match(dup.message, /exists in this account/);
    const other = await a.create(uniq("Other"));
    expectError(await ads.put(`${a.base}/${other.id}`, { name }), 400, "INVALID_PARAMETER", "name");
    const put = await ads.put(`${a.base}/${other.id}`, { description: "Changed" });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.data.description, "Changed");
    const found = await ads.get(a.base, { q: name.slice(0, 12).toLowerCase() });
    assert.ok(found.body.data.some((r: { id: string }) => r.id === rec.id));
    expectError(await ads.post(a.base, {}), 400, "MISSING_PARAMETER", "name");
    expectError(
      await ads.get(a.base, { permission_scope: "ALL" }),
      400,
      "INVALID_PARAMETER",
      "permission_scope",
    );
    const del = await ads.delete(`${a.base}/${other.id}`);
    assert.equal(del.body.data.deleted, true);
    expectError(await a.get(other.id), 404, "CUSTOM_AUDIENCE_NOT_FOUND");
  });
});

describe("users and processing", () => {
  test("the size is the number of uploaded users who match; TOO_SMALL below 100, targetable from 100; Delete removes", async () => {
    const rec = await a.create(uniq("CRM upload"));
    // 60 emails as a CSV holds them (case, spaces: normalised, then hashed as the console does),
    // 50 phone numbers, 30 hashes of nobody: 110 match.
    const emails = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        hashIdentifier("email", `  ${identityOf(0x5c0ffee, 1000 + i, "email").toUpperCase()} `),
      ),
    );
    const phones = Array.from({ length: 50 }, (_, i) => personHash("phone_number", 5000 + i));
    const strangers = Array.from({ length: 30 }, (_, i) => strangerHash(i));
    const r = await a.users(rec.id, [
      a.update("email", emails as string[]),
      a.update("phone_number", phones),
      a.update("handle", strangers),
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.data, { success_count: 140, total_count: 140 });
    const done = await a.processed(rec.id);
    assert.equal(done.audience_size, 110);
    assert.equal(done.targetable, true);
    assert.deepEqual(done.reasons_not_targetable, []);
    // The same person by email and by phone counts once.
    const again = await a.users(rec.id, [
      a.update("phone_number", [personHash("phone_number", 1000)]),
    ]);
    assert.equal(again.status, 200);
    const once = await a.processed(rec.id, done.updated_at);
    assert.equal(once.audience_size, 110, "person 1000 is a member by email already");
    const del = await a.users(rec.id, [
      {
        operation_type: "Delete",
        params: { users: phones.slice(0, 20).map((h) => ({ phone_number: [h] })) },
      },
    ]);
    assert.equal(del.status, 200, JSON.stringify(del.body));
    const small = await a.processed(rec.id, once.updated_at);
    assert.equal(small.audience_size, 90);
    assert.equal(small.targetable, false);
    assert.deepEqual(small.reasons_not_targetable, ["TOO_SMALL"]);
  });

  test("uploads pending together apply as in the order sent: a person's last operation decides", async () => {
    const rec = await a.create(uniq("Last wins"));
    const people = Array.from({ length: 120 }, (_, i) => personHash("email", 20_000 + i));
    const past = { effective_at: "2020-01-01T00:00:00Z", expires_at: "2021-01-01T00:00:00Z" };
    // Four upload rows in one call (type or window changes), all pending when the job runs.
    const r = await a.users(rec.id, [
      a.update("email", people),
      {
        operation_type: "Delete",
        params: { users: people.slice(0, 10).map((h) => ({ email: [h] })) },
      },
      a.update("email", people.slice(0, 5)),
      a.update("email", people.slice(119), past),
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    // 120 - 10 deleted + 5 added back - 1 whose last window has expired.
    assert.equal((await a.processed(rec.id)).audience_size, 114);
  });

  test("a future effective_at is not counted yet; an expired window is not counted", async () => {
    const rec = await a.create(uniq("Windows"));
    const future = { effective_at: "2030-01-01T00:00:00Z" };
    const past = { effective_at: "2020-01-01T00:00:00Z", expires_at: "2021-01-01T00:00:00Z" };
    const r = await a.users(rec.id, [
      a.update("handle", [personHash("handle", 1), personHash("handle", 2)]),
      a.update("handle", [personHash("handle", 3)], future),
      a.update("handle", [personHash("handle", 4)], past),
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal((await a.processed(rec.id)).audience_size, 2);
  });

  test("item errors by index and field; nothing stored when any item fails", async () => {
    const rec = await a.create(uniq("Errors"));
    const r = await a.users(rec.id, [
      a.update("email", [personHash("email", 1)]),
      a.update("email", ["someone@example.com"]),
      { operation_type: "Replace", params: { users: [{ email: [personHash("email", 2)] }] } },
      a.update("email", [personHash("email", 3)], {
        effective_at: "2027-01-01T00:00:00Z",
        expires_at: "2026-01-01T00:00:00Z",
      }),
      { operation_type: "Update", params: { users: [{ twitter: ["x"] }] } },
    ]);
    const e = expectError(r, 400, "INVALID_PARAMETER", "body");
    assert.match(e.message, /4 of 5 operations have errors/);
    const oe = r.body.operation_errors;
    assert.deepEqual(oe[0], []);
    assert.equal(oe[1][0].parameter, "params.users[0].email[0]");
    assert.match(oe[1][0].message, /SHA-256/);
    assert.equal(oe[2][0].parameter, "operation_type");
    assert.equal(oe[3][0].parameter, "params.expires_at");
    assert.equal(oe[4][0].parameter, "params.users[0].twitter");
    const one = await a.users(rec.id, [a.update("email", [personHash("email", 9)])]);
    assert.equal(one.status, 200);
    assert.equal((await a.processed(rec.id)).audience_size, 1, "the refused call stored nothing");
  });

  test("an impossible effective_at, an unknown key or __proto__: refused naming the field, nothing stored", async () => {
    const rec = await a.create(uniq("Strict"));
    // Parsed from text, so __proto__ is a key of the body as a client sends it, not a prototype.
    const withKey = (text: string) =>
      Object.assign(JSON.parse(text), a.update("email", [personHash("email", 4)]));
    const r = await a.users(rec.id, [
      a.update("email", [personHash("email", 1)], { effective_at: "2026-02-30T00:00:00Z" }),
      withKey('{"__proto__":{"operation_type":"Delete"}}'),
      a.update("email", [personHash("email", 2)], { expires_at: "2027-06-31T00:00:00Z" }),
    ]);
    expectError(r, 400, "INVALID_PARAMETER", "body");
    const oe = r.body.operation_errors;
    assert.equal(oe[0][0].parameter, "params.effective_at");
    assert.match(oe[0][0].message, /not a real date.*expected effective_at as ISO 8601 UTC/);
    assert.equal(oe[1][0].parameter, "__proto__");
    assert.match(oe[1][0].message, /Unknown field __proto__; expected operation_type, params/);
    assert.equal(oe[2][0].parameter, "params.expires_at");
    const one = await a.users(rec.id, [a.update("email", [personHash("email", 9)])]);
    assert.equal(one.status, 200);
    assert.equal((await a.processed(rec.id)).audience_size, 1, "the refused call stored nothing");
  });

  test("limits: 2,500 operations, 5,000,000 bytes, a JSON array; unknown audience 404", async () => {
    const rec = await a.create(uniq("Limits"));
    const op = a.update("email", [personHash("email", 1)]);
    const many = expectError(
      await a.users(rec.id, Array(2501).fill(op)),
      400,
      "INVALID_PARAMETER",
      "body",
    );
    assert.match(many.message, /1 to 2500 operations, got 2501/);
    const ok = await a.users(rec.id, Array(2500).fill(op));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const big = Array.from({ length: 80_000 }, (_, i) => personHash("email", i));
    const huge = expectError(
      await a.users(rec.id, [a.update("email", big)]),
      400,
      "INVALID_PARAMETER",
      "body",
    );
    assert.match(huge.message, /at most 5000000 bytes/);
    expectError(await a.users(rec.id, { users: [] }), 400, "INVALID_PARAMETER", "body");
    // The kernel's NUL walk is skipped for this body (bodyChecked): its own check refuses NULs.
    const nul = await a.users(rec.id, [
      { operation_type: "Update", params: { users: [{ partner_user_id: ["a\u0000b"] }] } },
    ]);
    assert.equal(nul.body.operation_errors[0][0].parameter, "params.users[0].partner_user_id[0]");
    expectError(await a.users("999", [op]), 404, "CUSTOM_AUDIENCE_NOT_FOUND");
  });
});

describe("the estimate", () => {
  test("an estimate of a processed audience is its size's range; before processing it says so", async () => {
    const rec = await a.create(uniq("Estimate"));
    const path = `accounts/${account}/audience_estimate`;
    const ca = [{ targeting_type: "CUSTOM_AUDIENCE", targeting_value: rec.id }];
    const early = expectError(await ads.post(path, {}, ca), 400, "INVALID_PARAMETER");
    assert.match(early.message, /processing/);
    const hashes = Array.from({ length: 400 }, (_, i) => personHash("email", 20_000 + i * 7));
    await a.users(rec.id, [a.update("email", hashes)]);
    assert.equal((await a.processed(rec.id)).audience_size, 400);
    const r = await ads.post(path, {}, ca);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const { min, max } = r.body.data.audience_size;
    assert.ok(min <= 400 && 400 <= max, `${min}..${max}`);
  });
});
