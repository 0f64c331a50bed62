import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useTestClock, windowStart } from "../support/clock";
import { consoleFetch, consoleSessionFor } from "../support/console-session";
import { create, info, makeWriter, notesWorld, postBy, source, written } from "../support/notes";

/**
 * Community notes' limits (90 requests per 15 minutes per user for all notes endpoints, 250 creates
 * a day) with the injected clock, and the console's routes over the same rules as /2/notes.
 */
const clock = useTestClock();
const w = notesWorld();

describe("limits", () => {
  test("90 notes requests per 15 minutes per user, counted in a window with headers", async () => {
    await makeWriter(w.srv, w.ids.outsider, true);
    clock.set(windowStart(clock.nowMs(), 900) + 900_000);
    const path = "/2/notes/search/notes_written?test_mode=true";
    for (let i = 1; i <= 90; i++) {
      const r = await w.outsider("GET", path);
      assert.equal(r.status, 200);
      assert.equal(r.headers.get("x-rate-limit-remaining"), String(90 - i));
    }
    const over = await w.outsider("POST", "/2/evaluate_note", { post_id: "1", note_text: "x" });
    assert.equal(over.status, 429);
    assert.equal(over.body.errors[0].reason, "TooManyRequests");
    assert.equal(over.headers.get("x-rate-limit-limit"), "90");
    assert.ok(Number(over.headers.get("retry-after")) > 0);
    assert.equal((await w.demo("GET", path)).status, 200, "another user has a budget of their own");
    clock.advance(900_000);
    assert.equal((await w.outsider("GET", path)).status, 200);
  });

  test("250 notes a day: the next create is refused and writes nothing", async () => {
    const post = await postBy(w.analyst);
    const { db } = await import("../../lib/db/client");
    const { notes } = await import("../../lib/db/schema");
    const { newId } = await import("../../lib/crypto/tokens");
    const at = new Date(clock.nowMs());
    // Deleted notes of today still count: the cap is on creates.
    const rows = Array.from({ length: 250 }, () => ({
      id: newId(),
      writer_id: w.ids.outsider,
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
    const r = await create(w.outsider, post.id);
    assert.equal(r.status, 429, JSON.stringify(r.body));
    assert.match(r.body.errors[0].detail, /250 notes today/);
    assert.equal((await written(w.outsider)).meta.result_count, 0);
  });
});

describe("the console", () => {
  test("lists eligible posts, scores a draft, writes a note and lists it", async () => {
    const session = await consoleSessionFor(w.ids.demo);
    const post = await postBy(w.analyst);
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await consoleFetch(w.srv, session, method, path, body);
      return { status: r.status, body: await r.json() };
    };
    const eligible = await call("GET", "/console-api/notes/eligible");
    assert.deepEqual(eligible.body.data[0], {
      id: post.id,
      text: post.text,
      author: "analyst",
      created_at: eligible.body.data[0].created_at,
    });
    const score = await call("POST", "/console-api/notes/evaluate", {
      post_id: post.id,
      note_text: "Hmm",
    });
    assert.equal(score.status, 200);
    assert.equal(typeof score.body.data.claim_opinion_score, "number");
    const bad = await call("POST", "/console-api/notes", { post_id: post.id, ...info("No link") });
    assert.deepEqual([bad.status, bad.body.errors[0].parameter], [400, "text"]);
    const made = await call("POST", "/console-api/notes", { post_id: post.id, ...info() });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const twice = await call("POST", "/console-api/notes", { post_id: post.id, ...info() });
    assert.deepEqual(
      [twice.status, twice.body.errors[0].message],
      [409, "User already created a note for this post."],
    );
    const list = await call("GET", "/console-api/notes");
    assert.equal(list.body.data[0].id, made.body.data.id);
    assert.equal(list.body.data[0].post_text, post.text);
    assert.equal(list.body.data[0].status, "needs_more_ratings");
  });
});
