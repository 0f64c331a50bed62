import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { bearerCall, demoBearer } from "../support/sources";
import type { CorpusPost } from "../../lib/search/corpus/text";

/**
 * The synthetic corpus in the database: its posts are ordinary posts by public corpus authors,
 * written once, and post search and counts find in them exactly what their text and facts say
 * (the search document's words, #hashtags, @mentions, has:, is:, lang: and the drawn counts). The
 * corpus is written for two days of a past month, where no other suite of the app posts.
 */
const HOUR = 3_600_000;
const START = Date.UTC(2025, 2, 3);
const END = START + 48 * HOUR;
const window = `start_time=${new Date(START).toISOString()}&end_time=${new Date(END).toISOString()}`;
let srv: TestServer;
let read: ReturnType<typeof bearerCall>;
let list: CorpusPost[];
let written: number;
let write: () => Promise<number>;

before(async () => {
  srv = await inProcessServer();
  read = bearerCall(srv, await demoBearer(srv));
  const { corpusBetween, writeCorpus } = await import("../../lib/search/corpus/write");
  const { db } = await import("../../lib/db/client");
  list = corpusBetween(START, END, 40);
  write = () => db().transaction((tx) => writeCorpus(tx, list));
  written = await write();
});
after(() => srv?.stop());

const tags = (text: string) =>
  [...text.matchAll(/(?:^|[^\p{L}\p{N}_@#])#([\p{L}\p{N}_]+)/gu)].map((m) => m[1].toLowerCase());

async function total(query: string): Promise<number> {
  const q = encodeURIComponent(query);
  const r = await read("GET", `/2/tweets/counts/all?query=${q}&granularity=day&${window}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.meta.total_tweet_count;
}

async function ids(query: string): Promise<string[]> {
  const q = encodeURIComponent(query);
  const r = await read("GET", `/2/tweets/search/all?query=${q}&max_results=100&${window}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return (r.body.data ?? []).map((p: { id: string }) => p.id).sort();
}

const idsOf = (posts: CorpusPost[]) => posts.map((p) => p.id).sort();

test("the corpus writes each post once, as posts of public authors with their counts", async () => {
  assert.equal(written, list.length);
  assert.equal(await write(), 0, "written again: nothing new");
  const reply = list.find((p) => p.replyTo)!;
  const fields = "tweet.fields=public_metrics,referenced_tweets&expansions=author_id";
  const r = await read("GET", `/2/tweets/${reply.id}?${fields}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.text, reply.text);
  assert.deepEqual(r.body.data.referenced_tweets, [{ type: "replied_to", id: reply.replyTo }]);
  assert.equal(r.body.data.public_metrics.like_count, reply.counts.likes);
  assert.equal(r.body.includes.users[0].id, reply.userId);
  assert.equal(r.body.includes.users[0].username, reply.screenName);
});

test("counts find every post of the window, hour by hour", async () => {
  const q = encodeURIComponent("lang:en");
  const r = await read("GET", `/2/tweets/counts/all?query=${q}&granularity=hour&${window}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.length, 48);
  r.body.data.forEach((b: { start: string; tweet_count: number }) => {
    const at = Date.parse(b.start);
    const expected = list.filter((p) => +p.createdAt >= at && +p.createdAt < at + HOUR).length;
    assert.equal(b.tweet_count, expected, b.start);
  });
});

test("operators find what the posts' text and facts say", async () => {
  const linked = list.find((p) => tags(p.text).length && p.text.includes("https://"))!;
  const tag = tags(linked.text)[0];
  const withTag = list.filter((p) => tags(p.text).includes(tag));
  assert.equal(await total(`#${tag}`), withTag.length);
  const both = withTag.filter((p) => /https?:\/\/\S/.test(p.text));
  assert.deepEqual(await ids(`#${tag} has:links`), idsOf(both));
  const replier = list.find((p) => p.replyTo)!;
  const fromReplier = list.filter((p) => p.userId === replier.userId);
  assert.deepEqual(
    await ids(`from:${replier.screenName} is:reply`),
    idsOf(fromReplier.filter((p) => p.replyTo)),
  );
  const mention = /@(\w+)$/.exec(list.find((p) => /@\w+$/.test(p.text))!.text)![1];
  const mentioning = list.filter((p) => new RegExp(`@${mention}\\b`, "i").test(p.text));
  assert.equal(await total(`@${mention}`), mentioning.length);
  assert.equal(
    await total(`lang:en -is:reply -is:quote`),
    list.filter((p) => !p.replyTo && !p.quoteOf).length,
  );
  assert.equal(
    await total(`lang:en min_likes:100`),
    list.filter((p) => p.counts.likes >= 100).length,
  );
  assert.equal(await total(`lang:fr`), 0);
});

test("counts of one term by hour agree before and after the hours are counted, and after a deletion", async () => {
  const { countPendingHours } = await import("../../lib/search/hours");
  const { db } = await import("../../lib/db/client");
  const { posts, searchHoursPending } = await import("../../lib/db/schema");
  const { and, eq, gte, lt } = await import("drizzle-orm");
  const word = "music";
  // The words of the 'simple' parser: addresses are tokens of their own, `_` separates words.
  const holding = () =>
    list.filter((p) =>
      p.text
        .replace(/https?:\/\/\S+/g, " ")
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .includes(word),
    );
  const hourly = async () => {
    const r = await read("GET", `/2/tweets/counts/all?query=${word}&granularity=hour&${window}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.data.map((b: { tweet_count: number }) => b.tweet_count);
  };
  const expected = () =>
    Array.from(
      { length: 48 },
      (_, i) => holding().filter((p) => Math.floor((+p.createdAt - START) / HOUR) === i).length,
    );
  assert.deepEqual(await hourly(), expected(), "counted from the posts");
  assert.equal(await countPendingHours(new Date(END)), 48);
  const marks = () =>
    db()
      .select()
      .from(searchHoursPending)
      .where(
        and(
          gte(searchHoursPending.hour, new Date(START)),
          lt(searchHoursPending.hour, new Date(END)),
        ),
      );
  assert.equal((await marks()).length, 0);
  assert.deepEqual(await hourly(), expected(), "read from the hours' counts");
  const gone = holding()[0];
  await db().update(posts).set({ deleted: true }).where(eq(posts.id, gone.id));
  list = list.filter((p) => p !== gone);
  assert.equal((await marks()).length, 1, "its hour is pending again");
  assert.deepEqual(await hourly(), expected(), "the deletion counted at once");
  assert.equal(await countPendingHours(new Date(END)), 1);
  assert.deepEqual(await hourly(), expected());
  assert.equal(await total(`#${word}`), list.filter((p) => tags(p.text).includes(word)).length);
});
