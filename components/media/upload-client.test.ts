import assert from "node:assert/strict";
import { test } from "node:test";
import {
  uploadFile,
  type Transport,
  type UploadRequest,
  type UploadResponse,
  type UploadState,
} from "./upload-client";
import { uploadUrl } from "./upload-send";
import { CHUNK_BYTES } from "./upload-protocol";

/** A scripted server: records each request (its form fields) and answers from a list. */
function fakeServer(answers: ((r: Seen) => UploadResponse)[]) {
  const seen: Seen[] = [];
  const transport: Transport = async (request: UploadRequest) => {
    const fields: Record<string, string | number> = {};
    for (const [k, v] of request.body?.entries() ?? [])
      fields[k] = typeof v === "string" ? v : v.size;
    const r = { ...request, fields };
    seen.push(r);
    // Progress as the browser reports it: half, then all of the body.
    request.onProgress?.(50, 100);
    request.onProgress?.(100, 100);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return answer(r);
  };
  return { seen, transport };
}
type Seen = UploadRequest & { fields: Record<string, string | number> };

const ok = (body: unknown) => () => ({ status: 200, body });
const noContent = () => ({ status: 204, body: null });
const file = (type: string, size: number, name = "f") =>
  new File([new Uint8Array(size)], name, { type });

function options(transport: Transport, extra: Partial<Parameters<typeof uploadFile>[1]> = {}) {
  const states: UploadState[] = [];
  const slept: number[] = [];
  const csrfCalls: boolean[] = [];
  return {
    states,
    slept,
    csrfCalls,
    opts: {
      uploadBase: "/upload/",
      transport,
      csrf: async (fresh?: boolean) => (csrfCalls.push(!!fresh), fresh ? "fresh" : "token"),
      onState: (s: UploadState) => states.push(s),
      sleep: async (ms: number) => void slept.push(ms),
      ...extra,
    },
  };
}

test("the upload URL is {upload_url}/1.1/media/upload.json", () => {
  assert.equal(uploadUrl("/upload/"), "/upload/1.1/media/upload.json");
  assert.equal(uploadUrl("https://up.example"), "https://up.example/1.1/media/upload.json");
});

test("an image goes in one multipart request with its category and the CSRF header", async () => {
  const media = { media_id: 5, media_id_string: "5", media_key: "3_5", size: 10 };
  const server = fakeServer([ok(media)]);
  const { opts, states } = options(server.transport, { additionalOwners: ["11", "12"] });
  const result = await uploadFile(file("image/png", 10, "a.png"), opts);
  assert.deepEqual(result, { status: "done", media });
  assert.equal(server.seen.length, 1);
  const [r] = server.seen;
  assert.equal(r.method, "POST");
  assert.equal(r.url, "/upload/1.1/media/upload.json");
  assert.equal(r.headers["x-csrf-token"], "token");
  assert.deepEqual(r.fields, {
    media: 10,
    media_category: "POST_IMAGE",
    additional_owners: "11,12",
  });
  assert.deepEqual(
    states.map((s) => s.status + ("percent" in s ? ` ${s.percent}` : "")),
    ["uploading 0", "uploading 50", "uploading 99", "uploading 100", "done"],
  );
});

test("a video: INIT, APPEND per chunk, FINALIZE, then STATUS until succeeded", async () => {
  const size = CHUNK_BYTES * 2 + 7;
  const server = fakeServer([
    ok({ media_id: 9, media_id_string: "9", media_key: "7_9", expires_after_secs: 86400 }),
    noContent,
    noContent,
    noContent,
    ok({
      media_id_string: "9",
      media_key: "7_9",
      processing_info: { state: "pending", check_after_secs: 3 },
    }),
    ok({
      media_id_string: "9",
      processing_info: { state: "in_progress", progress_percent: 40, check_after_secs: 1 },
    }),
    ok({ media_id_string: "9", processing_info: { state: "succeeded", progress_percent: 100 } }),
  ]);
  const { opts, states, slept } = options(server.transport, { amplify: true });
  const result = await uploadFile(file("video/mp4", size, "v.mp4"), opts);
  assert.equal(result.status, "done");
  assert.equal(result.status === "done" && result.media.media_key, "7_9", "kept from FINALIZE");
  const f = server.seen.map((r) => r.fields);
  assert.deepEqual(f[0], {
    command: "INIT",
    total_bytes: String(size),
    media_type: "video/mp4",
    media_category: "AMPLIFY_VIDEO",
  });
  assert.deepEqual(f.slice(1, 4), [
    { command: "APPEND", media_id: "9", segment_index: "0", media: CHUNK_BYTES },
    { command: "APPEND", media_id: "9", segment_index: "1", media: CHUNK_BYTES },
    { command: "APPEND", media_id: "9", segment_index: "2", media: 7 },
  ]);
  assert.deepEqual(f[4], { command: "FINALIZE", media_id: "9" });
  assert.deepEqual(
    server.seen.slice(5).map((r) => `${r.method} ${r.url} ${r.headers["x-csrf-token"] ?? "-"}`),
    [
      "GET /upload/1.1/media/upload.json?command=STATUS&media_id=9 -",
      "GET /upload/1.1/media/upload.json?command=STATUS&media_id=9 -",
    ],
  );
  assert.deepEqual(slept, [3000, 1000]);
  // Progress counts bytes across chunks and never goes back; then processing with the server's percent.
  const uploading = states.flatMap((s) => (s.status === "uploading" ? [s.percent] : []));
  assert.deepEqual(
    uploading,
    [...uploading].sort((a, b) => a - b),
  );
  assert.equal(uploading.at(-1), 100);
  assert.ok(uploading.includes(49), "half of the second chunk is 49% of the file");
  const processing = states.filter((s) => s.status === "processing");
  assert.deepEqual(processing, [
    { status: "processing", percent: undefined },
    { status: "processing", percent: 40 },
  ]);
});

test("failures end with the server's message: a refused request, failed processing", async () => {
  const refused = fakeServer([
    () => ({
      status: 400,
      body: { errors: [{ code: 323, message: "GIF is animated; use POST_GIF" }] },
    }),
  ]);
  const a = await uploadFile(file("image/png", 10), options(refused.transport).opts);
  assert.deepEqual(a, { status: "failed", message: "GIF is animated; use POST_GIF", final: true });

  const failing = fakeServer([
    ok({ media_id_string: "3" }),
    noContent,
    ok({ media_id_string: "3", processing_info: { state: "pending" } }),
    ok({
      media_id_string: "3",
      processing_info: { state: "failed", error: { message: "Unsupported codec: vp9" } },
    }),
  ]);
  const b = await uploadFile(file("video/webm", 10), options(failing.transport).opts);
  assert.deepEqual(b, { status: "failed", message: "Unsupported codec: vp9", final: true });

  const garbage = fakeServer([ok("<html>")]);
  const c = await uploadFile(file("image/png", 10), options(garbage.transport).opts);
  assert.match(c.status === "failed" ? c.message : "", /not a media record/);
});

test("a file the server would refuse is never sent", async () => {
  const server = fakeServer([]);
  const result = await uploadFile(
    file("text/plain", 10, "notes.txt"),
    options(server.transport).opts,
  );
  assert.equal(result.status, "failed");
  assert.match(
    result.status === "failed" ? result.message : "",
    /notes\.txt is text\/plain; expected/,
  );
  assert.equal(server.seen.length, 0);
  // Sending it again cannot succeed: the list offers no Retry for it.
  assert.equal(result.status === "failed" && result.final, true);
});

test("a busy server or a lost connection may pass later: those failures are not final", async () => {
  for (const status of [0, 429, 503]) {
    const server = fakeServer([() => ({ status, body: {} })]);
    const result = await uploadFile(file("image/png", 10), options(server.transport).opts);
    assert.equal(result.status, "failed", String(status));
    assert.equal(result.status === "failed" && result.final, undefined, String(status));
  }
});

test("a refused CSRF token is renewed once and the request sent again", async () => {
  const csrf = {
    status: 403,
    body: { errors: [{ code: "CSRF", message: "Invalid CSRF token." }] },
  };
  const server = fakeServer([() => csrf, ok({ media_id_string: "1" })]);
  const { opts, csrfCalls } = options(server.transport);
  const result = await uploadFile(file("image/png", 10), opts);
  assert.equal(result.status, "done");
  assert.deepEqual(csrfCalls, [false, true]);
  assert.deepEqual(
    server.seen.map((r) => r.headers["x-csrf-token"]),
    ["token", "fresh"],
  );

  const twice = fakeServer([() => csrf, () => csrf]);
  const again = await uploadFile(file("image/png", 10), options(twice.transport).opts);
  assert.deepEqual(again, { status: "failed", message: "Invalid CSRF token.", final: true });
});

test("processing that never ends stops at the deadline; cancelling stops at once", async () => {
  let clock = 0;
  const pending = () => ({
    status: 200,
    body: { media_id_string: "4", processing_info: { state: "pending", check_after_secs: 10 } },
  });
  const server = fakeServer([ok({ media_id_string: "4" }), noContent, ...Array(10).fill(pending)]);
  const { opts } = options(server.transport, {
    maxProcessingMs: 25_000,
    now: () => clock,
    sleep: async (ms: number) => void (clock += ms),
  });
  const result = await uploadFile(file("video/mp4", 10), opts);
  assert.match(result.status === "failed" ? result.message : "", /still processing/);
  assert.equal(
    server.seen.length,
    2 + 1 + 3,
    "INIT, APPEND, FINALIZE, then STATUS until 25 s passed",
  );

  const controller = new AbortController();
  const hanging: Transport = (r) =>
    new Promise((_, reject) =>
      r.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
    );
  const run = uploadFile(file("image/png", 10), {
    ...options(hanging).opts,
    signal: controller.signal,
  });
  controller.abort();
  assert.deepEqual(await run, { status: "failed", message: "Cancelled." });
});
