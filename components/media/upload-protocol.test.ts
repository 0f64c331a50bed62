import assert from "node:assert/strict";
import { test } from "node:test";
import {
  CHUNK_BYTES,
  errorMessage,
  formatBytes,
  mediaAnswer,
  mediaCategory,
  mediaKind,
  planUpload,
  pollDelayMs,
  processingFailure,
} from "./upload-protocol";

const MIB = 1024 * 1024;
const file = (type: string, size: number, name = "file") => ({ name, type, size });

test("the category follows the file's type; amplify only changes video", () => {
  assert.equal(mediaKind({ type: "image/png" }), "image");
  assert.equal(mediaKind({ type: "IMAGE/JPEG" }), "image");
  assert.equal(mediaKind({ type: "image/gif" }), "gif");
  assert.equal(mediaKind({ type: "video/mp4" }), "video");
  assert.equal(mediaKind({ type: "application/pdf" }), null);
  assert.equal(mediaKind({ type: "" }), null);
  assert.equal(mediaCategory("image"), "POST_IMAGE");
  assert.equal(mediaCategory("gif"), "POST_GIF");
  assert.equal(mediaCategory("video"), "POST_VIDEO");
  assert.equal(mediaCategory("video", { amplify: true }), "AMPLIFY_VIDEO");
  assert.equal(mediaCategory("image", { amplify: true }), "POST_IMAGE");
});

test("images and small GIFs go in one request; video and large GIFs in 5 MB chunks", () => {
  const png = planUpload(file("image/png", 5 * MIB));
  assert.ok(png.ok);
  assert.equal(png.mode, "simple");
  assert.equal(png.category, "POST_IMAGE");
  assert.deepEqual(png.chunks, []);

  const gif = planUpload(file("image/gif", 12 * MIB));
  assert.ok(gif.ok);
  assert.equal(gif.mode, "chunked");
  assert.equal(gif.category, "POST_GIF");
  assert.equal(gif.chunks.length, Math.ceil((12 * MIB) / CHUNK_BYTES));

  const small = planUpload(file("video/mp4", 1000), { amplify: true });
  assert.ok(small.ok);
  assert.equal(small.mode, "chunked");
  assert.equal(small.category, "AMPLIFY_VIDEO");
  assert.deepEqual(small.chunks, [{ index: 0, start: 0, end: 1000 }]);
});

test("chunks cover the file exactly, in order, none over 5,000,000 bytes", () => {
  for (const size of [1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 512 * MIB]) {
    const plan = planUpload(file("video/mp4", size));
    assert.ok(plan.ok);
    let next = 0;
    plan.chunks.forEach((c, i) => {
      assert.equal(c.index, i);
      assert.equal(c.start, next);
      assert.ok(c.end > c.start && c.end - c.start <= CHUNK_BYTES);
      next = c.end;
    });
    assert.equal(next, size);
    assert.ok(plan.chunks.length <= 1000, "segment_index stays within 0-999");
  }
});

test("files the server would refuse are refused first, saying what was expected", () => {
  const pdf = planUpload(file("application/pdf", 10, "brief.pdf"));
  assert.deepEqual(pdf, {
    ok: false,
    message:
      "brief.pdf is application/pdf; expected an image (JPEG, PNG, WebP, GIF) or a video (MP4, MOV).",
  });
  const big = planUpload(file("image/jpeg", 6 * MIB, "hero.jpg"));
  assert.equal(!big.ok && big.message, "hero.jpg is 6.0 MB; an image can be at most 5.0 MB.");
  const gif = planUpload(file("image/gif", 16 * MIB, "a.gif"));
  assert.equal(!gif.ok && gif.message, "a.gif is 16 MB; a GIF can be at most 15 MB.");
  const video = planUpload(file("video/mp4", 513 * MIB, "v.mp4"));
  assert.equal(!video.ok && video.message, "v.mp4 is 513 MB; a video can be at most 512 MB.");
  const empty = planUpload(file("image/png", 0, "e.png"));
  assert.equal(!empty.ok && empty.message, "e.png is empty.");
  const unknown = planUpload(file("", 10, "x"));
  assert.match(!unknown.ok ? unknown.message : "", /x is of an unknown type/);
});

test("sizes read as people write them", () => {
  assert.equal(formatBytes(512), "512 bytes");
  assert.equal(formatBytes(2048), "2 KB");
  assert.equal(formatBytes(1.5 * MIB), "1.5 MB");
  assert.equal(formatBytes(300 * MIB), "300 MB");
});

test("answers: the media record, with or without processing; anything else is refused", () => {
  const simple = {
    media_id: 1,
    media_id_string: "1",
    media_key: "3_1",
    size: 10,
    expires_after_secs: 86400,
    image: { image_type: "image/png", w: 800, h: 418 },
  };
  assert.deepEqual(mediaAnswer.parse(simple), simple);
  const video = {
    media_id_string: "2",
    media_key: "7_2",
    processing_info: { state: "pending", check_after_secs: 1 },
  };
  assert.equal(mediaAnswer.parse(video).processing_info?.state, "pending");
  assert.equal(mediaAnswer.safeParse({ media_id: 1 }).success, false);
  assert.equal(
    mediaAnswer.safeParse({ media_id_string: "1", processing_info: { state: "done" } }).success,
    false,
  );
  assert.equal(mediaAnswer.safeParse(null).success, false);
});

test("errors: the server's own message, or one naming what happened", () => {
  const body = { errors: [{ code: 324, message: "media_category must be one of …" }] };
  assert.equal(errorMessage(400, body), "media_category must be one of …");
  assert.equal(
    errorMessage(400, { errors: [{ message: "a" }, { message: "b", parameter: "x" }] }),
    "a; b",
  );
  assert.match(errorMessage(0, null), /could not reach the server/);
  assert.match(errorMessage(401, "<html>"), /sign in again/);
  assert.match(errorMessage(413, null), /too large/);
  assert.equal(errorMessage(502, {}), "The server answered 502 without saying why; retry later.");
});

test("polling waits as the server says, within 1 to 30 seconds", () => {
  assert.equal(pollDelayMs({ state: "pending", check_after_secs: 5 }), 5000);
  assert.equal(pollDelayMs({ state: "pending", check_after_secs: 0 }), 1000);
  assert.equal(pollDelayMs({ state: "pending", check_after_secs: 600 }), 30_000);
  assert.equal(pollDelayMs({ state: "in_progress" }), 2000);
  assert.equal(pollDelayMs(undefined), 2000);
  const failed = {
    state: "failed" as const,
    error: { code: 1, name: "InvalidMedia", message: "Unsupported codec" },
  };
  assert.equal(processingFailure(failed), "Unsupported codec");
  assert.equal(
    processingFailure({ state: "failed", error: { name: "InvalidMedia" } }),
    "InvalidMedia",
  );
  assert.match(processingFailure({ state: "failed" }), /could not process/);
});
