import { test } from "node:test";
import assert from "node:assert/strict";
import { matches, parseRule } from "./rule-language";

const post = {
  text: "Hello big World, see https://x.example #cats",
  screenName: "Alice",
  hasMedia: false,
};
const hit = (value: string) => matches(parseRule(value), post);

test("words are ANDed whole words without case; phrases keep their order", () => {
  assert.equal(hit("hello WORLD"), true);
  assert.equal(hit("hello mars"), false);
  assert.equal(hit("hell"), false);
  assert.equal(hit('"big world"'), true);
  assert.equal(hit('"world big"'), false);
  assert.equal(hit("#cats"), true);
});

test("OR, parentheses, negation and operators", () => {
  assert.equal(hit("mars OR world"), true);
  assert.equal(hit("hello -world"), false);
  assert.equal(hit("(mars OR venus) hello"), false);
  assert.equal(hit("(mars OR big) -(dogs OR birds)"), true);
  assert.equal(hit("from:alice"), true);
  assert.equal(hit("from:@ALICE hello"), true);
  assert.equal(hit("has:links"), true);
  assert.equal(hit("has:media"), false);
});

test("refusals carry the reason", () => {
  const reason = (v: string) => {
    try {
      parseRule(v);
      return "accepted";
    } catch (err) {
      return (err as Error).message;
    }
  };
  assert.match(reason(""), /empty/);
  assert.match(reason("-a -b"), /not negated/);
  assert.match(reason("a OR"), /missing/);
  assert.match(reason("OR a"), /missing/);
  assert.match(reason('"open'), /quoted phrase/);
  assert.match(reason("(a"), /not closed/);
  assert.match(reason("a)"), /no opening/);
  assert.match(reason("lang:en"), /lang:/);
  assert.match(reason("x".repeat(2049)), /2048/);
  assert.match(reason("!!!"), /no word/);
});
