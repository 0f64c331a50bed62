import { test } from "node:test";
import assert from "node:assert/strict";
import { AdsError } from "./errors";
import { checkValue, jsonDepth, MAX_JSON_DEPTH } from "./input";

test("jsonDepth counts nesting, not brackets inside strings or escaped quotes", () => {
  assert.equal(jsonDepth("1"), 0);
  assert.equal(jsonDepth('{"a":[1,{"b":[]}]}'), 4);
  assert.equal(jsonDepth('["[[[[", "\\"[[[", {"k]": "}}}"}]'), 2);
  assert.equal(jsonDepth("[[],[],[[]]]"), 3);
});

test("jsonDepth stops past the limit: a megabyte of brackets costs one pass at most", () => {
  const deep = "[".repeat(1_000_000) + "]".repeat(1_000_000);
  assert.equal(jsonDepth(deep), MAX_JSON_DEPTH + 1);
  assert.equal(jsonDepth("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)), MAX_JSON_DEPTH);
});

test("checkValue names the path of a NUL or a __proto__ key", () => {
  const refusal = (value: unknown, name: string) => {
    try {
      checkValue(value, name);
    } catch (err) {
      assert.ok(err instanceof AdsError);
      return err.items[0];
    }
    return undefined;
  };
  assert.equal(
    refusal([{ params: { a: ["x", "y\u0000"] } }], "body")?.parameter,
    "body[0].params.a[1]",
  );
  assert.equal(refusal(JSON.parse('{"x":{"__proto__":{}}}'), "")?.parameter, "x.__proto__");
  assert.equal(refusal({ ["k\u0000"]: 1 }, "")?.parameter, "k\\u0000");
  assert.equal(refusal({ a: [1, "b", { c: null }] }, ""), undefined);
});
