import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { startServer, type TestServer } from "../support/server";
import { demoClient, sandboxAccount } from "../support/ads-helpers";
import { fixture, multipart, uploadCall, waitProcessed } from "../support/media";
import { signedHeader } from "../support/oauth1";
import { streamChunked } from "../support/raw-http";

/**
 * Multipart bodies over real HTTP, where lib/media/upload/form.ts hands busboy Node's request stream
 * directly (the in-process layer goes through the web-stream path): a 12 MB video in three chunks of
 * up to 5 MB, in random bytes so that any lost, repeated or reordered piece shows, is processed and
 * served byte for byte as sent; a chunked body past the upload path's bound is still refused by
 * server.ts's front (lib/platform/front-guards.ts counts what Node's parser pushes) and the reader
 * that was handed the stream fails instead of hanging.
 */
let srv: TestServer;
before(async () => (srv = await startServer()));
after(() => srv?.stop());

/** video-16x9.mp4, then a top-level `free` box of random bytes up to `total`. */
function paddedVideo(total: number): Buffer {
  const video = fixture("video-16x9.mp4");
  const box = crypto.randomBytes(total - video.length);
  box.writeUInt32BE(box.length, 0);
  box.write("free", 4, "latin1");
  return Buffer.concat([video, box]);
}

test("a 12 MB video in 5 MB multipart chunks arrives intact and is served as sent", async () => {
  const ads = demoClient(srv);
  const bytes = paddedVideo(12 * 1024 * 1024 + 123);
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: bytes.length,
    media_type: "video/mp4",
  });
  assert.equal(init.status, 202, JSON.stringify(init.body));
  const media_id = init.body.media_id_string;
  const CHUNK = 5 * 1024 * 1024;
  // Sent last chunk first: segments are files named by index, so the order of arrival is free.
  for (const i of [2, 0, 1]) {
    const part = bytes.subarray(i * CHUNK, (i + 1) * CHUNK);
    const r = await uploadCall(
      ads,
      "POST",
      {},
      multipart(part, { command: "APPEND", media_id, segment_index: i }),
    );
    assert.equal(r.status, 204, JSON.stringify(r.body));
  }
  const fin = await uploadCall(ads, "POST", { command: "FINALIZE", media_id });
  assert.equal(fin.status, 200, JSON.stringify(fin.body));
  const done = await waitProcessed(ads, media_id);
  assert.equal(done.body.processing_info.state, "succeeded", JSON.stringify(done.body));

  const account = await sandboxAccount(ads);
  const entry = await ads.post(`accounts/${account}/media_library`, {
    media_key: init.body.media_key,
    name: "stream",
  });
  assert.equal(entry.status, 201, JSON.stringify(entry.body));
  const served = await fetch(entry.body.data.media_url);
  assert.equal(served.status, 200);
  const got = Buffer.from(await served.arrayBuffer());
  assert.equal(got.length, bytes.length);
  assert.ok(got.equals(bytes), "the served file differs from the uploaded bytes");
});

test("a chunk and a field in one multipart body over HTTP: the fields are read, a bad one named", async () => {
  const ads = demoClient(srv);
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: 1000,
    media_type: "video/mp4",
  });
  const r = await uploadCall(
    ads,
    "POST",
    {},
    multipart(Buffer.alloc(10), {
      command: "APPEND",
      media_id: init.body.media_id_string,
      segment_index: 1000,
    }),
  );
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.match(JSON.stringify(r.body), /segment_index/);
});

test("a signed chunked multipart body past the upload bound is refused, and the server reads on", async () => {
  const ads = demoClient(srv);
  const url = `${srv.baseUrl}/upload/1.1/media/upload.json`;
  const authorization = signedHeader(ads.consumer, { url, method: "POST" }, ads.token);
  const res = await streamChunked(url, 30 * 1024 * 1024, {
    authorization,
    "content-type": "multipart/form-data; boundary=x",
  });
  assert.equal(res.status, 413, res.body);
  assert.match(JSON.parse(res.body).errors[0].message, /larger than 21\.7 MB/);
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: 10,
    media_type: "video/mp4",
  });
  assert.equal(init.status, 202, JSON.stringify(init.body));
  const media_id = init.body.media_id_string;
  const r = await uploadCall(
    ads,
    "POST",
    {},
    multipart(Buffer.alloc(10), { command: "APPEND", media_id, segment_index: 0 }),
  );
  assert.equal(r.status, 204, JSON.stringify(r.body));
});
