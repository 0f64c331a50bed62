import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { consoleFetch } from "../support/console-session";
import {
  create,
  info,
  makeWriter,
  notesWorld,
  NOT_WRITER,
  postBy,
  source,
  written,
} from "../support/notes";

/**
 * Community notes (lib/notes): only note writers call the notes interface; one live note per writer
 * and post; validation names the parameter and changes nothing; delete; the population's ratings
 * moving a note's status (notes.rate). The limits and the console: notes-limits.test.ts.
 */
const w = notesWorld();

describe("note writers", () => {
  test("someone who is not a writer is refused by every notes route", async () => {
    const post = await postBy(w.demo);
    const calls: [string, string, object?][] = [
      ["GET", "/2/notes/search/notes_written?test_mode=true"],
      ["GET", "/2/notes/search/posts_eligible_for_notes?test_mode=true"],
      ["POST", "/2/notes", { test_mode: true, post_id: post.id, info: info() }],
      ["POST", "/2/evaluate_note", { post_id: post.id, note_text: "x" }],
      ["POST", "/2/notes/evaluate", { post_id: post.id, note_text: "x" }],
      ["DELETE", "/2/notes/123"],
    ];
    for (const [method, path, body] of calls) {
      const r = await w.analyst(method, path, body);
      assert.equal(r.status, 403, `${method} ${path}`);
      assert.equal(r.body.errors[0].detail, NOT_WRITER);
    }
  });

  test("the profile's setting makes a writer, and takes it back", async () => {
    const session = await makeWriter(w.srv, w.ids.newcomer, true);
    const newcomer = await w.tokenOf("newcomer");
    assert.equal(
      (await newcomer("GET", "/2/notes/search/notes_written?test_mode=true")).status,
      200,
    );
    const read = await consoleFetch(w.srv, session, "GET", "/console-api/notes/writer");
    assert.deepEqual(await read.json(), { data: { note_writer: true } });
    await makeWriter(w.srv, w.ids.newcomer, false);
    assert.equal(
      (await newcomer("GET", "/2/notes/search/notes_written?test_mode=true")).status,
      403,
    );
  });
});

describe("writing notes", () => {
  test("eligible posts are others' recent posts not yet noted, newest first, in pages", async () => {
    const older = await postBy(w.analyst);
    const newer = await postBy(w.analyst);
    const own = await postBy(w.demo);
    const page = await w.demo(
      "GET",
      "/2/notes/search/posts_eligible_for_notes?test_mode=true&max_results=1",
    );
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.deepEqual(page.body.data, [
      { id: newer.id, text: newer.text, edit_history_tweet_ids: [newer.id] },
    ]);
    const token = page.body.meta.next_token;
    const next = await w.demo(
      "GET",
      `/2/notes/search/posts_eligible_for_notes?test_mode=true&max_results=1&pagination_token=${token}&tweet.fields=author_id`,
    );
    assert.deepEqual(next.body.data, [
      {
        id: older.id,
        text: older.text,
        edit_history_tweet_ids: [older.id],
        author_id: w.ids.analyst,
      },
    ]);
    assert.equal((await create(w.demo, newer.id)).status, 201);
    const all = await w.demo(
      "GET",
      "/2/notes/search/posts_eligible_for_notes?test_mode=true&max_results=100",
    );
    const listed = all.body.data.map((p: { id: string }) => p.id);
    assert.ok(listed.includes(older.id));
    assert.ok(!listed.includes(newer.id), "a noted post is no longer eligible");
    assert.ok(!listed.includes(own.id), "the writer's own posts are not eligible");
  });

  test("a note is created once per writer and post, scored, and listed with its status", async () => {
    const post = await postBy(w.analyst);
    const r = await create(w.demo, post.id);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.match(r.body.data.id, /^\d+$/);
    assert.equal(r.headers.get("x-user-limit-24hour-limit"), "250");
    const before = (await written(w.demo, "&max_results=100")).meta.result_count;
    const again = await create(w.demo, post.id, info(`Another try ${source}`));
    assert.equal(again.status, 409, "a second note is a conflict, as the reference answers it");
    const [dup] = again.body.errors;
    assert.deepEqual(
      [dup.type.endsWith("/2/problems/conflict"), dup.reason, dup.detail, dup.parameter],
      [true, "DuplicateNoteFailed", "User already created a note for this post.", "post_id"],
    );
    const list = await written(w.demo, "&max_results=100&note.fields=info,status,test_result");
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
    const post = await postBy(w.analyst);
    const own = await postBy(w.demo);
    const count = async () => (await written(w.demo, "&max_results=100")).meta.result_count;
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
      [
        { test_mode: true, post_id: post.id, info: { ...info(), classification: "meh" } },
        400,
        "info.classification",
      ],
      [
        { test_mode: true, post_id: post.id, info: { ...info(), trustworthy_sources: undefined } },
        400,
        "info.trustworthy_sources",
      ],
      [{ test_mode: true, post_id: "1", info: info() }, 404, "post_id"],
      [{ test_mode: true, post_id: own.id, info: info() }, 400, "post_id"],
    ];
    for (const [body, status, parameter] of cases) {
      const r = await w.demo("POST", "/2/notes", body);
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].parameter, parameter, JSON.stringify(r.body));
    }
    const fine = await create(w.demo, post.id, {
      ...info(),
      classification: "not_misleading",
      misleading_tags: [],
    });
    assert.equal(fine.status, 201, JSON.stringify(fine.body));
    assert.equal(await count(), start + 1);
  });

  test("evaluate answers the model's score at both paths", async () => {
    const post = await postBy(w.analyst);
    const { claimOpinionScore } = await import("../../lib/notes/score");
    const note_text = `I think this is obviously wrong ${source}`;
    for (const path of ["/2/evaluate_note", "/2/notes/evaluate"]) {
      const r = await w.demo("POST", path, { post_id: post.id, note_text });
      assert.deepEqual(
        [r.status, r.body],
        [200, { data: { claim_opinion_score: claimOpinionScore(note_text, post.text) } }],
      );
    }
    const missing = await w.demo("POST", "/2/evaluate_note", { post_id: "1", note_text });
    assert.deepEqual([missing.status, missing.body.errors[0].parameter], [404, "post_id"]);
  });

  test("only the writer deletes a note; the post can then be noted again", async () => {
    await makeWriter(w.srv, w.ids.outsider, true);
    const post = await postBy(w.analyst);
    const id = (await create(w.demo, post.id)).body.data.id;
    const other = await w.outsider("DELETE", `/2/notes/${id}`);
    assert.equal(other.status, 403);
    const gone = await w.demo("DELETE", `/2/notes/${id}`);
    assert.deepEqual([gone.status, gone.body], [200, { data: { deleted: true } }]);
    assert.equal((await w.demo("DELETE", `/2/notes/${id}`)).status, 404);
    const listed = (await written(w.demo, "&max_results=100")).data.map(
      (n: { id: string }) => n.id,
    );
    assert.ok(!listed.includes(id));
    assert.equal((await create(w.demo, post.id)).status, 201);
  });
});

describe("ratings", () => {
  test("the population's ratings move the status as the model says, and settle it", async () => {
    const post = await postBy(w.analyst);
    const id = (await create(w.demo, post.id)).body.data.id;
    const { applyNoteRatings } = await import("../../lib/notes/rating-job");
    const { noteAt, finalRaters } = await import("../../lib/notes/rating-model");
    const { config } = await import("../../lib/config/env");
    const seen = async () =>
      (
        await written(w.demo, "&max_results=100&note.fields=status,test_result,created_at")
      ).data.find((n: { id: string }) => n.id === id);
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
    assert.equal(
      settled.test_result.helpful_ratings + settled.test_result.not_helpful_ratings,
      finalRaters(id),
    );
    await applyNoteRatings(at(100));
    assert.deepEqual(await seen(), settled);
  });
});
