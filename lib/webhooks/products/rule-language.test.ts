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
  assert.match(reason("cats min_likes:3"), /min_likes:.*search only/);
  assert.match(reason("min_replies:1"), /min_replies:/);
  assert.match(reason("x".repeat(2049)), /2048/);
  assert.match(reason("!!!"), /no word/);
});

test("lang:, is:, url: and to: read the post's facts; an unknown fact does not match", () => {
  const reply = { ...post, lang: "en", reply: true, quote: false, repost: false, to: "bob" };
  const on = (value: string, p = reply) => matches(parseRule(value), p);
  assert.equal(on("lang:en is:reply to:bob"), true);
  assert.equal(on("lang:fr"), false);
  assert.equal(on("is:quote OR is:repost"), false);
  assert.equal(on("-is:repost hello"), true);
  assert.equal(on("url:x.example"), true);
  assert.equal(on("url:example.org"), false);
  assert.equal(on("to:alice"), false);
  assert.equal(hit("lang:en"), false);
  assert.equal(hit("is:reply"), false);
});
