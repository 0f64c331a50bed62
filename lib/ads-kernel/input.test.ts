import { test } from "node:test";
import assert from "node:assert/strict";
import { AdsError } from "./errors";
import { checkValue } from "./input";
import { jsonDepth, MAX_JSON_DEPTH } from "./json-body";

test("jsonDepth counts nesting, not brackets inside strings or escaped quotes", () => {
  assert.equal(jsonDepth("1"), 0);
  assert.equal(jsonDepth('{"a":[1,{"b":[]}]}'), 4);
  assert.equal(jsonDepth('["[[[[", "\\"[[[", {"k]": "}}}"}]'), 2);
  assert.equal(jsonDepth("[[],[],[[]]]"), 3);
});

test("jsonDepth finds a string's end past escaped quotes and escaped backslashes", () => {
  assert.equal(jsonDepth('["a\\\\", [[1]]]'), 3); // "a\\" ends at its quote
  assert.equal(jsonDepth('["a\\"[[", 1]'), 1); // \" does not end the string
  assert.equal(jsonDepth('["\\\\\\"[", [1]]'), 2);
  assert.equal(jsonDepth('["unterminated [['), 1);
});

/** The character-by-character scan jsonDepth replaced: the reference its answers must equal. */
function slowDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let [depth, deepest, inString] = [0, 0, false];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (ch === "}" || ch === "]") depth--;
  }
  return deepest;
}

test("jsonDepth answers as the character-by-character scan on random texts of brackets, quotes and backslashes", () => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const alphabet = ['"', "\\", "[", "]", "{", "}", "a", ","];
  for (let n = 0; n < 5000; n++) {
    const text = Array.from(
      { length: 1 + Math.floor(next() * 40) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join("");
    assert.equal(jsonDepth(text, 6), slowDepth(text, 6), JSON.stringify(text));
  }
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
