import { test } from "node:test";
import assert from "node:assert/strict";
import { parseQuery, QueryError, type Operator } from "./query-language";

const ALL: Operator[] = ["hashtag", "mention", "from", "to", "url", "is", "has", "lang", "min"];
const parse = (v: string, allowed = ALL) =>
  parseQuery(v, { noun: "query", maxLength: 512, allowed });
const refusal = (v: string, allowed = ALL) => {
  try {
    parse(v, allowed);
    return null;
  } catch (err) {
    assert.ok(err instanceof QueryError);
    return { position: err.position, operator: err.operator, message: err.message };
  }
};

test("every operator of the grammar parses to its meaning", () => {
  assert.deepEqual(parse("min_likes:5 min_replies:0 min_reposts:12"), {
    op: "and",
    queries: [
      { op: "min", metric: "like_count", count: 5 },
      { op: "min", metric: "reply_count", count: 0 },
      { op: "min", metric: "repost_count", count: 12 },
    ],
  });
  assert.deepEqual(parse("#Cats OR @Demo"), {
    op: "or",
    queries: [
      { op: "hashtag", name: "cats" },
      { op: "mention", name: "demo" },
    ],
  });
  assert.deepEqual(parse('to:demo -is:reply url:"example.com" lang:fr'), {
    op: "and",
    queries: [
      { op: "to", screenName: "demo" },
      { op: "not", query: { op: "is", what: "reply" } },
      { op: "url", text: "example.com" },
      { op: "lang", code: "fr" },
    ],
  });
});

test("a refusal names the position and the operator", () => {
  assert.deepEqual(refusal("cats min_likes:many"), {
    position: 6,
    operator: "min_likes:",
    message: 'min_likes: takes a whole number, not "many" (at position 6, operator min_likes:)',
  });
  assert.equal(refusal("dogs lang:english")?.operator, "lang:");
  assert.equal(refusal("a is:nothing")?.position, 3);
  assert.deepEqual(refusal("cats near:paris")?.operator, "near:");
  assert.equal(refusal('cats "open')?.position, 6);
  assert.equal(refusal("(cats")?.position, 1);
  assert.equal(refusal("cats)")?.position, 5);
  assert.equal(refusal("cats OR")?.position, 8);
  assert.equal(refusal("-cats")?.position, 1);
  assert.equal(refusal("x".repeat(513))?.position, 513);
});

test("an operator the place does not take is refused as not available there", () => {
  const r = refusal("cats min_likes:3", ["from"]);
  assert.equal(r?.operator, "min_likes:");
  assert.match(r?.message ?? "", /not available here/);
  assert.equal(refusal("#cats", ["from"])?.operator, "#");
});
