import { after, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dropDatabase, freshPostgresUrl, startServer, type TestServer } from "../support/server";
import { declareOnly } from "../support/raw-http";
import { demoClient } from "../support/ads-helpers";
import { fixture, multipart, uploadCall, waitProcessed } from "../support/media";

/**
 * The upload interface through server.ts's front: its own body bound (a 5 MB chunk with its
 * multipart overhead passes, past the GIF-as-base64 bound is refused before any route reads it), and
 * a chunked upload that survives a server restart between APPEND calls (chunks are files, the upload
 * a row). On PostgreSQL both servers use one database made here.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-media-restart-"));
let database: string | undefined;
let srv: TestServer | undefined;
after(async () => {
  await srv?.stop();
  if (database) await dropDatabase(process.env.DATABASE_URL!, database);
});

async function start(): Promise<TestServer> {
  if (process.env.DATABASE_URL && !database)
    database = await freshPostgresUrl(process.env.DATABASE_URL);
  return startServer({ dataDir, env: database ? { DATABASE_URL: database } : {} });
}

test("a chunked upload continues after a restart between APPENDs and is processed", async () => {
  const video = fixture("video-16x9.mp4");
  srv = await start();
  let ads = demoClient(srv);
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: video.length,
    media_type: "video/mp4",
  });
  assert.equal(init.status, 202, JSON.stringify(init.body));
  const media_id = init.body.media_id_string;
  const append = (i: number, part: Buffer) =>
    uploadCall(ads, "POST", {}, multipart(part, { command: "APPEND", media_id, segment_index: i }));
  assert.equal((await append(0, video.subarray(0, 4000))).status, 204);
  await srv.stop();
  srv = await start();
  ads = demoClient(srv);
  assert.equal((await append(1, video.subarray(4000))).status, 204);
  const fin = await uploadCall(ads, "POST", { command: "FINALIZE", media_id });
  assert.equal(fin.status, 200, JSON.stringify(fin.body));
  const done = await waitProcessed(ads, media_id);
  assert.equal(done.body.processing_info.state, "succeeded", JSON.stringify(done.body));
});

test("the upload path takes a full 5 MB chunk in multipart; a body past its own bound is refused first", async () => {
  srv ??= await start();
  const ads = demoClient(srv);
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: 6 * 1024 * 1024,
    media_type: "image/gif",
  });
  const chunk = multipart(Buffer.alloc(5 * 1024 * 1024, 1), {
    command: "APPEND",
    media_id: init.body.media_id_string,
    segment_index: 0,
  });
  const r = await uploadCall(ads, "POST", {}, chunk);
  assert.equal(r.status, 204, JSON.stringify(r.body));
  const refused = await declareOnly(`${srv.baseUrl}/upload/1.1/media/upload.json`, {
    "content-length": String(25 * 1024 * 1024),
    "content-type": "multipart/form-data; boundary=x",
  });
  assert.equal(refused.status, 413, refused.body);
  assert.equal(JSON.parse(refused.body).errors[0].code, 413);
  assert.match(JSON.parse(refused.body).errors[0].message, /larger than 21\.7 MB/);
});
