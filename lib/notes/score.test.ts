import assert from "node:assert/strict";
import { test } from "node:test";
import { claimOpinionScore, scoreParts, urlsIn, wordsOf } from "./score";

const post = "The flooding in Valencia this week destroyed the old bridge over the river.";
const sourced =
  "This photo of the bridge was taken in 2019, not this week: the original report https://example.org/archive/2019 shows the same flooding.";
const opinion = "I think this is obviously terrible and everyone should know it.";

test("the same note and post always score the same", () => {
  assert.equal(claimOpinionScore(sourced, post), claimOpinionScore(sourced, post));
  assert.deepEqual(scoreParts(opinion, post), scoreParts(opinion, post));
});

test("a sourced, factual, on-topic note scores low; an unsourced opinion high", () => {
  const low = claimOpinionScore(sourced, post);
  const high = claimOpinionScore(opinion, post);
  assert.ok(low < 0.3, `sourced note scored ${low}`);
  assert.ok(high > 0.6, `opinion scored ${high}`);
});

test("each feature moves the score the documented way", () => {
  const base = "The bridge was built in 1901 according to city records.";
  const withUrl = `${base} https://example.org/records`;
  assert.ok(claimOpinionScore(withUrl, post) < claimOpinionScore(base, post));
  const twoUrls = `${withUrl} https://example.net/more`;
  assert.equal(scoreParts(twoUrls, post).sources, 1);
  assert.equal(scoreParts(`${twoUrls} https://example.com/third`, post).sources, 1);
  const p = scoreParts(opinion, post);
  assert.equal(p.overlap, 0);
  assert.equal(p.sources, 0);
  assert.equal(scoreParts("", "").brevity, 1);
  assert.equal(scoreParts("neither kind here at all in these eight words", "").subjectivity, 0.5);
});

test("the score stays within 0 and 1 with three decimals", () => {
  for (const [n, p] of [
    ["", ""],
    [opinion, ""],
    [sourced, post],
    ["x".repeat(5000), post],
  ]) {
    const s = claimOpinionScore(n, p);
    assert.ok(s >= 0 && s <= 1);
    assert.equal(Math.round(s * 1000) / 1000, s);
  }
});

test("words leave URLs out; URLs are found", () => {
  assert.deepEqual(urlsIn("see https://a.example/x and http://b.example"), [
    "https://a.example/x",
    "http://b.example",
  ]);
  assert.deepEqual(wordsOf("It's 2019: see https://a.example/x"), ["it's", "2019", "see"]);
});
