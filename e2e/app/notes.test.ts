import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { uniq } from "../support/ads-helpers";
import { useTestClock, windowStart } from "../support/clock";
import { consoleFetch, consoleSessionFor } from "../support/console-session";
import { routeFetch, userClient } from "../support/in-process-tokens";
import { demoKeys, userCall } from "../support/sources";

/**
 * Community notes (lib/notes): only note writers call the notes interface; one live note per writer
 * and post; validation names the parameter and changes nothing; the notes limits; the population's
 * ratings moving a note's status (notes.rate); delete; and the console's routes over the same rules.
 */
const clock = useTestClock();
let srv: TestServer;
type Call = ReturnType<typeof userCall>;
let demo: Call, analyst: Call, outsider: Call;
let ids: Record<string, string>;

const NOT_WRITER = "User must be an API Note Writer to access this endpoint.";
const source = "https://example.org/archive/2019";

async function tokenOf(name: string): Promise<Call> {
  const c = await userClient(srv, name);
  return userCall(srv, c.consumer, c.token);
}

before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
  const k = demoKeys(srv);
  demo = userCall(srv, k.consumer, k.token);
  analyst = await tokenOf("analyst");
  outsider = await tokenOf("outsider");
  ids = Object.fromEntries(srv.credentials.users.map((u) => [u.screen_name, u.user_id]));
});
after(() => srv?.stop());

async function postBy(call: Call, text = uniq("The old bridge fell in this week's flood")) {
  const r = await call("POST", "/2/posts", { text });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return { id: String(r.body.data.id), text };
}

const info = (text = `Photo taken in 2019, see ${source}`) => ({
  text,
  classification: "misinformed_or_potentially_misleading",
  misleading_tags: ["outdated_information"],
  trustworthy_sources: true,
});
const create = (call: Call, post_id: string, i: object = info()) =>
  call("POST", "/2/notes", { test_mode: true, post_id, info: i });
const written = async (call: Call, query = "") => {
  const r = await call("GET", `/2/notes/search/notes_written?test_mode=true${query}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
};

async function makeWriter(userId: string, on: boolean) {
  const session = await consoleSessionFor(userId);
  const r = await consoleFetch(srv, session, "PUT", "/console-api/notes/writer", {
    note_writer: on,
  });
  assert.equal(r.status, 200);
  assert.deepEqual(await r.json(), { data: { note_writer: on } });
  return session;
}

describe("note writers", () => {
  test("someone who is not a writer is refused by every notes route", async () => {
    const post = await postBy(demo);
    const calls: [string, string, object?][] = [
      ["GET", "/2/notes/search/notes_written?test_mode=true"],
      ["GET", "/2/notes/search/posts_eligible_for_notes?test_mode=true"],
      ["POST", "/2/notes", { test_mode: true, post_id: post.id, info: info() }],
      ["POST", "/2/evaluate_note", { post_id: post.id, note_text: "x" }],
      ["POST", "/2/notes/evaluate", { post_id: post.id, note_text: "x" }],
      ["DELETE", "/2/notes/123"],
    ];
    for (const [method, path, body] of calls) {
      const r = await analyst(method, path, body);
      assert.equal(r.status, 403, `${method} ${path}`);
      assert.equal(r.body.errors[0].detail, NOT_WRITER);
    }
  });

  test("the profile's setting makes a writer, and takes it back", async () => {
    const session = await makeWriter(ids.newcomer, true);
    const newcomer = await tokenOf("newcomer");
    assert.equal((await newcomer("GET", "/2/notes/search/notes_written?test_mode=true")).status, 200);
    const read = await consoleFetch(srv, session, "GET", "/console-api/notes/writer");
    assert.deepEqual(await read.json(), { data: { note_writer: true } });
    await makeWriter(ids.newcomer, false);
    assert.equal((await newcomer("GET", "/2/notes/search/notes_written?test_mode=true")).status, 403);
  });
});

describe("writing notes", () => {
  test("eligible posts are others' recent posts not yet noted, newest first, in pages", async () => {
    const older = await postBy(analyst);
    const newer = await postBy(analyst);
    const own = await postBy(demo);
    const page = await demo("GET", "/2/notes/search/posts_eligible_for_notes?test_mode=true&max_results=1");
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.deepEqual(page.body.data, [
      { id: newer.id, text: newer.text, edit_history_tweet_ids: [newer.id] },
    ]);
    const token = page.body.meta.next_token;
    const next = await demo(
      "GET",
      `/2/notes/search/posts_eligible_for_notes?test_mode=true&max_results=1&pagination_token=${token}&tweet.fields=author_id`,
    );
    assert.deepEqual(next.body.data, [
      { id: older.id, text: older.text, edit_history_tweet_ids: [older.id], author_id: ids.analyst },
    ]);
    assert.equal((await create(demo, newer.id)).status, 201);
    const all = await demo("GET", "/2/notes/search/posts_eligible_for_notes?test_mode=true&max_results=100");
    const listed = all.body.data.map((p: { id: string }) => p.id);
    assert.ok(listed.includes(older.id));
    assert.ok(!listed.includes(newer.id), "a noted post is no longer eligible");
    assert.ok(!listed.includes(own.id), "the writer's own posts are not eligible");
  });

  test("a note is created once per writer and post, scored, and listed with its status", async () => {
    const post = await postBy(analyst);
    const r = await create(demo, post.id);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.match(r.body.data.id, /^\d+$/);
    assert.equal(r.headers.get("x-user-limit-24hour-limit"), "250");
    const before = (await written(demo, "&max_results=100")).meta.result_count;
    const again = await create(demo, post.id, info(`Another try ${source}`));
    assert.equal(again.status, 400);
    assert.deepEqual(
      [again.body.errors[0].detail, again.body.errors[0].parameter],
      ["User already created a note for this post.", "post_id"],
    );
    const list = await written(demo, "&max_results=100&note.fields=info,status,test_result");
    assert.equal(list.meta.result_count, before);
    const mine = list.data.find((n: { id: string }) => n.id === r.body.data.id);
    const { claimOpinionScore } = await import("../../lib/notes/score");
    assert.deepEqual(mine, {
      id: r.body.data.id,
      post_id: post.id,
      status: "needs_more_ratings",
      info: { ...info(), is_media_note: false },
      test_result: {
        claim_opinion_score: claimOpinionScore(info().text, post.text),
        helpful_ratings: 0,
        not_helpful_ratings: 0,
      },
    });
  });

  test("bad notes are refused naming the parameter, and change nothing", async () => {
    const post = await postBy(analyst);
    const own = await postBy(demo);
    const count = async () => (await written(demo, "&max_results=100")).meta.result_count;
    const start = await count();
    const cases: [object, number, string][] = [
      [{ test_mode: false, post_id: post.id, info: info() }, 400, "test_mode"],
      [{ test_mode: true, post_id: "x1", info: info() }, 400, "post_id"],
      [{ test_mode: true, post_id: post.id, info: info("No source here") }, 400, "info.text"],
      [
        { test_mode: true, post_id: post.id, info: { ...info(), misleading_tags: [] } },
        400,
        "info.misleading_tags",
      ],
      [
        { test_mode: true, post_id: post.id, info: { ...info(), misleading_tags: ["rude"] } },
        400,
        "info.misleading_tags.0",
      ],
      [{ test_mode: true, post_id: post.id, info: { ...info(), classification: "meh" } }, 400, "info.classification"],
      [{ test_mode: true, post_id: post.id, info: { ...info(), trustworthy_sources: undefined } }, 400, "info.trustworthy_sources"],
      [{ test_mode: true, post_id: "1", info: info() }, 404, "post_id"],
      [{ test_mode: true, post_id: own.id, info: info() }, 400, "post_id"],
    ];
    for (const [body, status, parameter] of cases) {
      const r = await demo("POST", "/2/notes", body);
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].parameter, parameter, JSON.stringify(r.body));
    }
    const fine = await create(demo, post.id, { ...info(), classification: "not_misleading", misleading_tags: [] });
    assert.equal(fine.status, 201, JSON.stringify(fine.body));
    assert.equal(await count(), start + 1);
  });

  test("evaluate answers the model's score at both paths", async () => {
    const post = await postBy(analyst);
    const { claimOpinionScore } = await import("../../lib/notes/score");
    const note_text = `I think this is obviously wrong ${source}`;
    for (const path of ["/2/evaluate_note", "/2/notes/evaluate"]) {
      const r = await demo("POST", path, { post_id: post.id, note_text });
      assert.deepEqual([r.status, r.body], [200, { data: { claim_opinion_score: claimOpinionScore(note_text, post.text) } }]);
    }
    const missing = await demo("POST", "/2/evaluate_note", { post_id: "1", note_text });
    assert.deepEqual([missing.status, missing.body.errors[0].parameter], [404, "post_id"]);
  });

  test("only the writer deletes a note; the post can then be noted again", async () => {
    await makeWriter(ids.outsider, true);
    const post = await postBy(analyst);
    const id = (await create(demo, post.id)).body.data.id;
    const other = await outsider("DELETE", `/2/notes/${id}`);
    assert.equal(other.status, 403);
    const gone = await demo("DELETE", `/2/notes/${id}`);
    assert.deepEqual([gone.status, gone.body], [200, { data: { deleted: true } }]);
    assert.equal((await demo("DELETE", `/2/notes/${id}`)).status, 404);
    const listed = (await written(demo, "&max_results=100")).data.map((n: { id: string }) => n.id);
    assert.ok(!listed.includes(id));
    assert.equal((await create(demo, post.id)).status, 201);
  });
});

describe("ratings", () => {
  test("the population's ratings move the status as the model says, and settle it", async () => {
    const post = await postBy(analyst);
    const id = (await create(demo, post.id)).body.data.id;
    const { applyNoteRatings } = await import("../../lib/notes/rating-job");
    const { noteAt, finalRaters } = await import("../../lib/notes/rating-model");
    const { config } = await import("../../lib/config/env");
    const seen = async () =>
      (await written(demo, "&max_results=100&note.fields=status,test_result,created_at")).data.find(
        (n: { id: string }) => n.id === id,
      );
    const born = new Date((await seen()).created_at).getTime();
    const score = (await seen()).test_result.claim_opinion_score;
    const at = (hours: number) => new Date(born + hours * 3_600_000);
    await applyNoteRatings(at(0.1));
    assert.equal((await seen()).status, "needs_more_ratings");
    for (const hours of [6, 49]) {
      await applyNoteRatings(at(hours));
      const model = noteAt(id, score, hours * 3_600_000, config().populationSize);
      const now = await seen();
      assert.equal(now.status, model.status);
      const helpful = model.ratings.filter((r) => r.helpful).length;
      assert.deepEqual(
        [now.test_result.helpful_ratings, now.test_result.not_helpful_ratings],
        [helpful, model.ratings.length - helpful],
      );
    }
    const settled = await seen();
    assert.notEqual(settled.status, "needs_more_ratings");
    assert.equal(settled.test_result.helpful_ratings + settled.test_result.not_helpful_ratings, finalRaters(id));
    await applyNoteRatings(at(100));
    assert.deepEqual(await seen(), settled);
  });
});

describe("limits", () => {
  test("90 notes requests per 15 minutes per user, counted in a window with headers", async () => {
    await makeWriter(ids.outsider, true);
    clock.set(windowStart(clock.nowMs(), 900) + 900_000);
    const path = "/2/notes/search/notes_written?test_mode=true";
    for (let i = 1; i <= 90; i++) {
      const r = await outsider("GET", path);
      assert.equal(r.status, 200);
      assert.equal(r.headers.get("x-rate-limit-remaining"), String(90 - i));
    }
    const over = await outsider("POST", "/2/evaluate_note", { post_id: "1", note_text: "x" });
    assert.equal(over.status, 429);
    assert.equal(over.body.errors[0].reason, "TooManyRequests");
    assert.equal(over.headers.get("x-rate-limit-limit"), "90");
    assert.ok(Number(over.headers.get("retry-after")) > 0);
    assert.equal((await demo("GET", path)).status, 200, "another user has a budget of their own");
    clock.advance(900_000);
    assert.equal((await outsider("GET", path)).status, 200);
  });

  test("250 notes a day: the next create is refused and writes nothing", async () => {
    const post = await postBy(analyst);
    const { db } = await import("../../lib/db/client");
    const { notes } = await import("../../lib/db/schema");
    const { newId } = await import("../../lib/crypto/tokens");
    const at = new Date(clock.nowMs());
    // Deleted notes of today still count: the cap is on creates.
    const rows = Array.from({ length: 250 }, () => ({
      id: newId(),
      writer_id: ids.outsider,
      post_id: post.id,
      text: `Seeded ${source}`,
      classification: "not_misleading",
      trustworthy_sources: true,
      claim_opinion_score: 0.5,
      status_changed_at: at,
      created_at: at,
      deleted_at: at,
    }));
    await db().insert(notes).values(rows);
    const r = await create(outsider, post.id);
    assert.equal(r.status, 429, JSON.stringify(r.body));
    assert.match(r.body.errors[0].detail, /250 notes today/);
    assert.equal((await written(outsider)).meta.result_count, 0);
  });
});

describe("the console", () => {
  test("lists eligible posts, scores a draft, writes a note and lists it", async () => {
    const session = await consoleSessionFor(ids.demo);
    const post = await postBy(analyst);
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await consoleFetch(srv, session, method, path, body);
      return { status: r.status, body: await r.json() };
    };
    const eligible = await call("GET", "/console-api/notes/eligible");
    assert.deepEqual(eligible.body.data[0], {
      id: post.id,
      text: post.text,
      author: "analyst",
      created_at: eligible.body.data[0].created_at,
    });
    const score = await call("POST", "/console-api/notes/evaluate", { post_id: post.id, note_text: "Hmm" });
    assert.equal(score.status, 200);
    assert.equal(typeof score.body.data.claim_opinion_score, "number");
    const bad = await call("POST", "/console-api/notes", { post_id: post.id, ...info("No link") });
    assert.deepEqual([bad.status, bad.body.errors[0].parameter], [400, "text"]);
    const made = await call("POST", "/console-api/notes", { post_id: post.id, ...info() });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const twice = await call("POST", "/console-api/notes", { post_id: post.id, ...info() });
    assert.deepEqual([twice.status, twice.body.errors[0].message], [400, "User already created a note for this post."]);
    const list = await call("GET", "/console-api/notes");
    assert.equal(list.body.data[0].id, made.body.data.id);
    assert.equal(list.body.data[0].post_text, post.text);
    assert.equal(list.body.data[0].status, "needs_more_ratings");
  });
});
