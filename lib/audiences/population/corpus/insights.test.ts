import { test } from "node:test";
import assert from "node:assert/strict";
import { keywordInsights, postVolume, relatedKeywords, type InsightsQuestion } from "./insights";
import { normalizeKeyword } from "./model";

const HOUR = 3_600_000;
const start = new Date("2026-11-02T00:00:00Z"); // a Monday
const ask = (over: Partial<InsightsQuestion> = {}): InsightsQuestion => ({
  keywords: ["music"],
  negative: [],
  start,
  end: new Date(start.getTime() + 7 * 24 * HOUR),
  granularity: "DAY",
  areas: [{ people: 100_000, utcOffset: -5 }],
  ...over,
});

test("one point per interval; the last day may be partial", () => {
  assert.equal(postVolume(ask()).length, 7);
  assert.equal(postVolume(ask({ granularity: "HOUR" })).length, 168);
  const partial = ask({ end: new Date(start.getTime() + 30 * HOUR) });
  assert.equal(postVolume(partial).length, 2);
});

test("the same question gives the same answer", () => {
  assert.deepEqual(keywordInsights(ask()), keywordInsights(ask()));
});

test("days are the sums of their hours (within rounding)", () => {
  const days = postVolume(ask());
  const hours = postVolume(ask({ granularity: "HOUR" }));
  days.forEach((d, k) => {
    const sum = hours.slice(k * 24, k * 24 + 24).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(d - sum) <= 24, `${d} vs ${sum}`);
  });
});

test("nights are quieter than evenings in the country's own time", () => {
  const hours = postVolume(ask({ granularity: "HOUR", areas: [{ people: 1e6, utcOffset: 9 }] }));
  // Tokyo 04:00 is 19:00 UTC the day before; 21:00 is 12:00 UTC.
  const at = (utcHour: number) => hours[24 + utcHour];
  assert.ok(at(19) < at(12) / 2, `${at(19)} vs ${at(12)}`);
});

test("OR keywords never lower the volume; negative keywords never raise it; more people more posts", () => {
  const one = postVolume(ask());
  const two = postVolume(ask({ keywords: ["music", "concert"] }));
  const without = postVolume(ask({ keywords: ["music"], negative: ["concert"] }));
  const bigger = postVolume(ask({ areas: [{ people: 200_000, utcOffset: -5 }] }));
  one.forEach((v, k) => {
    assert.ok(two[k] >= v && without[k] <= v && bigger[k] >= v);
  });
  assert.ok(one.every((v) => v > 0));
});

test("related keywords: 30 distinct words from the same posts, never the keywords", () => {
  const related = relatedKeywords(["music"], ["concert"]);
  assert.equal(related.length, 30);
  assert.equal(new Set(related).size, 30);
  assert.ok(!related.includes("music") && !related.includes("concert"));
  assert.ok(related.includes("song") && related.includes("album"), related.join(","));
  // A word outside the vocabularies still has related words (its two topics).
  assert.equal(relatedKeywords(["zyxwv"], []).length, 30);
  const ten = [
    "music",
    "song",
    "album",
    "concert",
    "tour",
    "band",
    "singer",
    "playlist",
    "rap",
    "pop",
  ];
  assert.equal(relatedKeywords(ten, []).length, 30);
  assert.equal(normalizeKeyword("  New   Music "), "new music");
});
