import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { signedHeader } from "../support/oauth1";
import { fixture, multipart } from "../support/media";

/**
 * UPLOAD_BASE_URL on another host (a proxy forwarding to /upload/ here): clients sign the address
 * they call, {upload_url}/1.1/media/upload.json, and it verifies.
 */
let srv: TestServer;
before(async () => {
  srv = await inProcessServer({ env: { UPLOAD_BASE_URL: "https://upload.svc.example" } });
});
after(() => srv.stop());

test("a request signed for {upload_url} on another host verifies", async () => {
  const c = srv.credentials;
  const consumer = { key: c.consumer_key, secret: c.consumer_secret };
  const token = { key: c.access_token, secret: c.access_token_secret };
  const send = (signedFor: string) =>
    srv.fetch!(`${srv.baseUrl}/upload/1.1/media/upload.json`, {
      method: "POST",
      headers: { authorization: signedHeader(consumer, { url: signedFor, method: "POST" }, token) },
      body: multipart(fixture("still.gif")),
    });
  const ok = await send("https://upload.svc.example/1.1/media/upload.json");
  assert.equal(ok.status, 200, await ok.clone().text());
  const wrong = await send("https://elsewhere.example/1.1/media/upload.json");
  assert.equal(wrong.status, 401);
  assert.equal((await wrong.json()).errors[0].code, 32);
});
