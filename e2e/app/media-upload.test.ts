import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoClient, type Ads, type AnyRecord } from "../support/ads-helpers";
import { chunkedUpload, fixture, multipart, uploadCall, waitProcessed } from "../support/media";

/**
 * The media upload interface (FACTS "Media upload"): simple and chunked uploads of real files, what
 * the bytes say against what was declared, and the refusals, each naming what was wrong.
 */
let srv: TestServer;
let ads: Ads;
before(async () => {
  srv = await inProcessServer();
  ads = demoClient(srv);
});
after(() => srv.stop());

function expectUploadError(
  r: { status: number; body: AnyRecord },
  status: number,
  code: number,
  text: RegExp,
) {
  assert.equal(r.status, status, JSON.stringify(r.body));
  assert.equal(r.body.errors?.[0]?.code, code, JSON.stringify(r.body));
  assert.match(r.body.errors[0].message, text);
}

test("a simple multipart upload answers the image as the bytes say, media_id as a 64-bit integer", async () => {
  const r = await uploadCall(ads, "POST", {}, multipart(fixture("image-800x419.png")));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.match(r.body.media_id_string, /^\d+$/);
  assert.equal(r.body.media_key, `3_${r.body.media_id_string}`);
  assert.equal(r.body.size, fixture("image-800x419.png").length);
  assert.deepEqual(r.body.image, { image_type: "image/png", w: 800, h: 419 });
  assert.ok(r.body.expires_after_secs > 86000 && r.body.expires_after_secs <= 86400);
  const raw = await (await uploadRaw()).text();
  assert.match(raw, /^\{"media_id":\d+,"media_id_string":"\d+"/);
});

async function uploadRaw() {
  const { signedHeader } = await import("../support/oauth1");
  const url = `${srv.baseUrl}/upload/1.1/media/upload.json`;
  const authorization = signedHeader(ads.consumer, { url, method: "POST", data: {} }, ads.token);
  return (srv.fetch ?? fetch)(url, {
    method: "POST",
    headers: { authorization },
    body: multipart(fixture("still.gif")),
  });
}

test("base64 media_data in a signed form body; GIFs by their frames; a category alias in lower case", async () => {
  const form = new URLSearchParams({ media_data: fixture("animated.gif").toString("base64") });
  const r = await uploadCall(ads, "POST", {}, form);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.match(r.body.media_key, /^16_/);
  assert.deepEqual(r.body.image, { image_type: "image/gif", w: 120, h: 90 });
  const aliased = await uploadCall(
    ads,
    "POST",
    { media_category: "tweet_image" },
    multipart(fixture("still.gif")),
  );
  assert.equal(aliased.status, 200, JSON.stringify(aliased.body));
  assert.match(aliased.body.media_key, /^3_/);
});

test("media_category takes the reference platform's older CamelCase names; a bad one lists the accepted", async () => {
  const gif = await uploadCall(
    ads,
    "POST",
    { media_category: "TweetGif" },
    multipart(fixture("animated.gif")),
  );
  assert.equal(gif.status, 200, JSON.stringify(gif.body));
  assert.match(gif.body.media_key, /^16_/);
  for (const [media_category, prefix] of [
    ["TweetVideo", "7_"],
    ["AmplifyVideo", "13_"],
  ]) {
    const init = await uploadCall(ads, "POST", {
      command: "INIT",
      total_bytes: 1000,
      media_type: "video/mp4",
      media_category,
    });
    assert.equal(init.status, 202, JSON.stringify(init.body));
    assert.ok(init.body.media_key.startsWith(prefix), init.body.media_key);
  }
  const bad = await uploadCall(
    ads,
    "POST",
    { media_category: "DmImage" },
    multipart(fixture("still.gif")),
  );
  expectUploadError(
    bad,
    400,
    44,
    /media_category must be one of POST_IMAGE, .*TweetImage.*; got "DmImage"/,
  );
  for (const accepted of ["POST_GIF", "AMPLIFY_VIDEO", "tweet_video", "TweetGif", "AmplifyVideo"])
    assert.ok(bad.body.errors[0].message.includes(accepted), accepted);
});

test("a JPEG named and declared as PNG is taken as the JPEG it is", async () => {
  const r = await chunkedUpload(ads, fixture("jpeg-named.png"), { media_type: "image/png" });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(r.body.image, { image_type: "image/jpeg", w: 400, h: 300 });
});

test("text named .png, an image sent as POST_VIDEO, a still image as POST_GIF are refused saying why", async () => {
  expectUploadError(
    await uploadCall(ads, "POST", {}, multipart(fixture("lies.png"))),
    400,
    324,
    /neither an image nor a video/,
  );
  const asVideo = await chunkedUpload(ads, fixture("photo-400x300.jpg"), {
    media_type: "video/mp4",
    media_category: "POST_VIDEO",
  });
  expectUploadError(asVideo, 400, 324, /POST_VIDEO takes a video.*JPEG image/);
  expectUploadError(
    await uploadCall(
      ads,
      "POST",
      { media_category: "POST_GIF" },
      multipart(fixture("square-600.png")),
    ),
    400,
    324,
    /POST_GIF takes a GIF/,
  );
  expectUploadError(
    await uploadCall(ads, "POST", {
      command: "INIT",
      total_bytes: 10,
      media_type: "image/png",
      media_category: "POST_VIDEO",
    }),
    400,
    44,
    /media_type image\/png does not fit media_category POST_VIDEO/,
  );
});

test("size limits: image 5 MB, GIF 15 MB, video 512 MB, chunks 5 MB", async () => {
  expectUploadError(
    await uploadCall(ads, "POST", {
      command: "INIT",
      total_bytes: 5 * 1024 * 1024 + 1,
      media_type: "image/png",
    }),
    400,
    44,
    /over POST_IMAGE's limit of 5 MB/,
  );
  expectUploadError(
    await uploadCall(ads, "POST", {
      command: "INIT",
      total_bytes: 513 * 1024 * 1024,
      media_type: "video/mp4",
    }),
    400,
    44,
    /over POST_VIDEO's limit of 512 MB/,
  );
  const ok = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: 15 * 1024 * 1024,
    media_type: "image/gif",
  });
  assert.equal(ok.status, 202);
  const big = multipart(Buffer.alloc(5 * 1024 * 1024 + 1), {
    command: "APPEND",
    media_id: ok.body.media_id_string,
    segment_index: 0,
  });
  expectUploadError(await uploadCall(ads, "POST", {}, big), 400, 324, /A chunk is at most 5 MB/);
});

/** A chunked video upload begun with INIT: its APPEND and FINALIZE calls. */
async function videoUpload(bytes: Buffer) {
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: bytes.length,
    media_type: "video/mp4",
  });
  const media_id = init.body.media_id_string;
  assert.match(init.body.media_key, /^7_/);
  return {
    media_id,
    send: (i: number, part: Buffer) =>
      uploadCall(
        ads,
        "POST",
        {},
        multipart(part, { command: "APPEND", media_id, segment_index: i }),
      ),
    fin: () => uploadCall(ads, "POST", { command: "FINALIZE", media_id }),
    status: () => uploadCall(ads, "GET", { command: "STATUS", media_id }),
  };
}

/** After a refused FINALIZE the upload is over: APPEND and FINALIZE say so, STATUS says why. */
async function expectEnded(u: Awaited<ReturnType<typeof videoUpload>>, why: RegExp) {
  const ended = new RegExp(
    `was refused at FINALIZE: .*${why.source}.*start a new upload with INIT`,
  );
  expectUploadError(await u.send(1, Buffer.alloc(10)), 400, 44, ended);
  expectUploadError(await u.fin(), 400, 324, ended);
  const status = await u.status();
  assert.equal(status.body.processing_info.state, "failed");
  assert.match(status.body.processing_info.error.message, why);
}

test("a missing segment, too few bytes, and bad parameters are named; a refused FINALIZE ends the upload", async () => {
  const bytes = fixture("video-16x9.mp4");
  const gap = await videoUpload(bytes);
  // Out of order is fine: segments are joined by index.
  assert.equal((await gap.send(2, bytes.subarray(6000))).status, 204);
  assert.equal((await gap.send(0, bytes.subarray(0, 3000))).status, 204);
  expectUploadError(await gap.fin(), 400, 324, /Segment 1 is missing \(received 0, 2\)/);
  await expectEnded(gap, /Segment 1 is missing/);

  const short = await videoUpload(bytes);
  assert.equal((await short.send(0, bytes.subarray(0, 5000))).status, 204);
  const mismatch = /add up to 5000 bytes; INIT declared total_bytes 7393/;
  expectUploadError(await short.fin(), 400, 324, mismatch);
  await expectEnded(short, mismatch);

  const photo = fixture("photo-400x300.jpg");
  const notVideo = await videoUpload(photo);
  assert.equal((await notVideo.send(0, photo)).status, 204);
  expectUploadError(await notVideo.fin(), 400, 324, /POST_VIDEO takes a video/);
  await expectEnded(notVideo, /POST_VIDEO takes a video/);

  const whole = await videoUpload(bytes);
  assert.equal((await whole.send(1, bytes.subarray(3000))).status, 204);
  assert.equal((await whole.send(0, bytes.subarray(0, 3000))).status, 204);
  const done = await whole.fin();
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.processing_info.state, "pending");
  assert.equal(
    (await whole.fin()).status,
    200,
    "a FINALIZE repeated after success answers the record",
  );
  expectUploadError(await whole.send(3, bytes.subarray(0, 10)), 400, 44, /finalized already/);
  expectUploadError(
    await uploadCall(ads, "POST", {
      command: "APPEND",
      media_id: whole.media_id,
      segment_index: 1000,
    }),
    400,
    44,
    /segment_index must be an integer from 0 to 999/,
  );
  expectUploadError(
    await uploadCall(ads, "POST", { command: "FINALIZE", media_id: "123" }),
    400,
    325,
    /No upload with media_id 123/,
  );
  expectUploadError(
    await uploadCall(ads, "POST", { command: "INIT", media_type: "video/mp4" }),
    400,
    38,
    /total_bytes is required/,
  );
  expectUploadError(
    await uploadCall(ads, "POST", { command: "BOGUS" }),
    400,
    44,
    /command must be INIT, APPEND or FINALIZE/,
  );
  expectUploadError(await uploadCall(ads, "POST", {}), 400, 38, /media .* or media_data/);
});

test("a video is processed to succeeded with its probed facts and a poster; a truncated one fails saying why", async () => {
  const r = await chunkedUpload(
    ads,
    fixture("video-16x9.mp4"),
    { media_type: "video/mp4", media_category: "amplify_video" },
    3000,
  );
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.match(r.body.media_key, /^13_/);
  assert.equal(r.body.processing_info.state, "pending");
  assert.equal(r.body.processing_info.check_after_secs, 1);
  const done = await waitProcessed(ads, r.body.media_id_string);
  assert.deepEqual(done.body.processing_info, { state: "succeeded", progress_percent: 100 });
  assert.deepEqual(done.body.video, { video_type: "video/mp4" });
  const bad = await chunkedUpload(ads, fixture("truncated.mp4"), { media_type: "video/mp4" });
  assert.equal(bad.status, 200, JSON.stringify(bad.body));
  const failed = await waitProcessed(ads, bad.body.media_id_string);
  assert.equal(failed.body.processing_info.state, "failed");
  assert.equal(failed.body.processing_info.error.name, "InvalidMedia");
  assert.match(failed.body.processing_info.error.message, /no video track/);
});

test("without credentials, nothing is stored; STATUS of another user's media is not found", async () => {
  const url = `${srv.baseUrl}/upload/1.1/media/upload.json`;
  const r = await (srv.fetch ?? fetch)(url, {
    method: "POST",
    body: multipart(fixture("still.gif")),
  });
  assert.equal(r.status, 400);
  assert.equal((await r.json()).errors[0].code, 215);
  expectUploadError(
    await uploadCall(ads, "GET", { command: "STATUS", media_id: "1" }),
    400,
    325,
    /No media with media_id 1/,
  );
});
