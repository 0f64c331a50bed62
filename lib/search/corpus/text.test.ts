import { test } from "node:test";
import assert from "node:assert/strict";
import { TOPIC_SHARES } from "@/lib/audiences/population/corpus/model";
import { CORPUS_AUTHORS } from "./authors";
import { corpusHour } from "./text";
import { corpusBetween } from "./write";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 0);

test("an hour's posts are a pure function of the hour: same hour, same posts", () => {
  assert.deepEqual(corpusHour(T0, 50), corpusHour(T0, 50));
  assert.notDeepEqual(
    corpusHour(T0, 50).map((p) => p.text),
    corpusHour(T0 + HOUR, 50).map((p) => p.text),
  );
});

test("posts lie within their hour, in order, with unique increasing ids, by corpus authors", () => {
  const authors = new Set(CORPUS_AUTHORS.map((a) => a.id));
  for (const n of [1, 12, 1500]) {
    const posts = corpusHour(T0, n);
    assert.equal(posts.length, n);
    let last = -1n;
    for (const p of posts) {
      const at = p.createdAt.getTime();
      assert.ok(at >= T0 && at < T0 + HOUR);
      assert.ok(BigInt(p.id) > last, "ids increase with time");
      last = BigInt(p.id);
      assert.ok(authors.has(p.userId));
      assert.ok(p.text.length > 0 && p.text.length <= 280);
      const c = p.counts;
      assert.ok(c.likes >= 0 && c.likes < 2000 && c.reposts <= c.likes && c.replies <= c.likes);
    }
  }
});

test("replies and quotes point at earlier posts of the hour; a reply names its parent's author", () => {
  const posts = corpusHour(T0, 500);
  const byId = new Map(posts.map((p, i) => [p.id, { p, i }]));
  const replies = posts.filter((p) => p.replyTo);
  assert.ok(replies.length > 20 && posts.some((p) => p.quoteOf));
  posts.forEach((p, i) => {
    for (const ref of [p.replyTo, p.quoteOf].filter((x) => x !== null)) {
      const parent = byId.get(ref);
      assert.ok(parent && parent.i < i);
      if (ref === p.replyTo) assert.ok(p.text.startsWith(`@${parent.p.screenName} `));
    }
  });
});

test("topics follow the population's shares (within sampling error over 20,000 posts)", () => {
  const posts = corpusBetween(T0, T0 + 20 * HOUR, 1000);
  const authorsTopic = new Map(CORPUS_AUTHORS.map((a) => [a.id, Math.floor(a.index / 20)]));
  const counts = new Array<number>(TOPIC_SHARES.length).fill(0);
  for (const p of posts) counts[authorsTopic.get(p.userId) ?? 0]++;
  TOPIC_SHARES.forEach((share, t) => {
    const seen = counts[t] / posts.length;
    assert.ok(Math.abs(seen - share) < 0.01, `topic ${t}: ${seen} against ${share}`);
  });
});

test("windows (from, to] next to each other hold each post once", () => {
  const cut = T0 + 2 * HOUR + 1234;
  const whole = corpusBetween(T0, T0 + 5 * HOUR, 30).map((p) => p.id);
  const parts = [...corpusBetween(T0, cut, 30), ...corpusBetween(cut, T0 + 5 * HOUR, 30)].map(
    (p) => p.id,
  );
  assert.deepEqual(parts, whole);
  assert.equal(new Set(whole).size, whole.length);
});
