import { test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { checkOperations, type Found } from "./users-body";
import { fastOperations } from "./users-fast";
import { readOperations } from "./users-read";

/**
 * The fast reading of a users call's bytes must read what it accepts exactly as JSON.parse +
 * checkOperations do, and leave everything else to them (null).
 */
const NOW = new Date("2026-11-23T12:00:00Z");
const bytes = (text: string) => new TextEncoder().encode(text);
const sha = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

/** What matters of a result: operations, errors, users and every digest's bytes. */
const view = (f: Found | string | null) =>
  f === null || typeof f === "string"
    ? f
    : {
        ops: f.ops,
        errors: f.errors,
        users: f.users,
        digests: Object.fromEntries(
          Object.entries(f.digests).map(([k, s]) => [k, s.bytes().toString("hex")]),
        ),
      };

function same(text: string): "fast" | "slow" {
  const fast = fastOperations(bytes(text), NOW);
  let slow: Found | string;
  try {
    slow = checkOperations(JSON.parse(text), NOW);
  } catch {
    assert.equal(fast, null, `fast read accepted what is not JSON: ${text}`);
    return "slow";
  }
  if (fast === null) return "slow";
  assert.deepEqual(view(fast), view(slow), text);
  return "fast";
}

test("the bodies the console and client libraries send are read fast, as the checked path reads them", () => {
  const h = (i: number) => sha(`person ${i}`);
  const bodies = [
    [{ operation_type: "Update", params: { users: [{ email: [h(1)] }] } }],
    [
      {
        operation_type: "Update",
        params: {
          effective_at: "2027-01-01T00:00:00Z",
          expires_at: "2028-01-01T00:00:00.5Z",
          users: [{ email: [h(1), h(2).toUpperCase()], phone_number: [h(3)] }, { handle: [h(4)] }],
        },
      },
      { operation_type: "Delete", params: { users: [{ device_id: [h(5)] }] } },
    ],
  ];
  for (const body of bodies) {
    assert.equal(same(JSON.stringify(body)), "fast");
    assert.equal(same(JSON.stringify(body, null, 2)), "fast");
  }
});

test("anything unusual is left to the checked path, which gives every error", () => {
  const h = sha("x");
  const unusual = [
    "\uFEFF" + JSON.stringify([{ operation_type: "Update", params: { users: [{ email: [h] }] } }]),
    JSON.stringify([{ operation_type: "Update", params: { users: [{ svc_id: [h] }] } }]),
    JSON.stringify([{ params: { users: [{ email: [h] }] }, operation_type: "Update" }]),
    JSON.stringify([{ operation_type: "Upsert", params: { users: [{ email: [h] }] } }]),
    JSON.stringify([{ operation_type: "Update", params: { users: [{ email: [h.slice(1)] }] } }]),
    JSON.stringify([{ operation_type: "Update", params: { users: [{ email: [h + "0"] }] } }]),
    JSON.stringify([{ operation_type: "Update", params: { users: [] } }]),
    JSON.stringify([{ operation_type: "Update", params: { users: [{}] } }]),
    JSON.stringify([{ operation_type: "Update", params: { users: [{ email: [] }] } }]),
    JSON.stringify([
      { operation_type: "Update", params: { users: [{ email: [h] }], expires_at: "2020" } },
    ]),
    '[{"operation_type":"Update","params":{"users":[{"email":["' +
      h +
      '"],"email":["' +
      h +
      '"]}]}}]',
    '[{"operation_type":"Update","params":{"users":[{"em\\u0061il":["' + h + '"]}]}}]',
    "[]",
    "[1]",
    '{"a":1}',
    "",
  ];
  for (const text of unusual) assert.equal(same(text), "slow", text);
  // The full path still answers them: a string for the whole body, or errors by index.
  assert.equal(readOperations(bytes("[]"), NOW), "Expected 1 to 2500 operations, got 0");
  const found = readOperations(bytes(unusual[3]), NOW);
  assert.ok(typeof found !== "string");
  assert.equal(found.errors[0][0].parameter, "operation_type");
});

test("random edits of a usual body: read fast exactly as checked, or left to the checked path", () => {
  const base = JSON.stringify([
    {
      operation_type: "Update",
      params: { users: [{ email: [sha("a"), sha("b")] }, { handle: [sha("c")] }] },
    },
    { operation_type: "Delete", params: { users: [{ phone_number: [sha("d")] }] } },
  ]);
  const pieces = ['"', ",", "[", "]", "{", "}", ":", " ", "\\", "a", "0", "G", "email", "\n"];
  let seed = 11;
  const next = (n: number) => Math.floor(((seed = (seed * 48271) % 2147483647) / 2147483647) * n);
  const counts = { fast: 0, slow: 0 };
  for (let n = 0; n < 4000; n++) {
    let text = base;
    for (let e = 0; e <= next(3); e++) {
      const at = next(text.length);
      const kind = next(3);
      const piece = pieces[next(pieces.length)];
      text =
        kind === 0
          ? text.slice(0, at) + piece + text.slice(at)
          : kind === 1
            ? text.slice(0, at) + text.slice(at + 1 + next(3))
            : text.slice(0, at) + piece + text.slice(at + 1);
    }
    counts[same(text)]++;
  }
  assert.ok(counts.fast > 20 && counts.slow > 1000, JSON.stringify(counts));
});

test("impossible times and unknown keys (__proto__ too) are refused naming the field, however read", () => {
  const h = sha("y");
  const op = (params: string, extra = "") =>
    `[{"operation_type":"Update",${extra}"params":{${params}"users":[{"email":["${h}"]}]}}]`;
  const cases: [text: string, parameter: string, message: RegExp][] = [
    [op('"effective_at":"2026-02-30T00:00:00Z",'), "params.effective_at", /effective_at.*ISO 8601/],
    [op('"expires_at":"2027-04-31T10:00:00Z",'), "params.expires_at", /expires_at.*ISO 8601/],
    [op('"effective_at":"2027-01-01T24:00:00Z",'), "params.effective_at", /not a real date/],
    [op('"effective_at":"2027-13-01T00:00:00Z",'), "params.effective_at", /not a real date/],
    [op('"__proto__":{"effective_at":"2020-01-01T00:00:00Z"},'), "params.__proto__", /Unknown/],
    [op("", '"__proto__":{"operation_type":"Delete"},'), "__proto__", /Unknown field __proto__/],
    [op('"effective":"2027-01-01T00:00:00Z",'), "params.effective", /expected effective_at/],
    [op("", '"account_id":"18ce54d4x5t",'), "account_id", /expected operation_type, params/],
  ];
  for (const [text, parameter, message] of cases) {
    assert.equal(same(text), "slow", text);
    // Pretty-printed, the same body is still refused by both readings alike.
    assert.equal(same(JSON.stringify(JSON.parse(text), null, 1)), "slow", text);
    const found = readOperations(bytes(text), NOW);
    assert.ok(typeof found !== "string", text);
    assert.equal(found.errors[0][0]?.parameter, parameter, text);
    assert.match(found.errors[0][0].message, message, text);
  }
  // A real day stays accepted: the last of February in a leap year, read fast as checked.
  assert.equal(same(op('"effective_at":"2028-02-29T00:00:00Z",')), "fast");
});
