import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { OAuth } from "oauth";
import { sharedServer, type TestServer } from "../support/server";
import { demoOAuth2Tokens } from "../support/ads-helpers";
import { fixture, multipart } from "../support/media";

/**
 * Clients we did not write: node-oauth (`oauth`) signs a simple upload with base64 media_data in its
 * form body, unmodified; OAuth 2.0 user tokens upload with media.write and are refused without it.
 */
let srv: TestServer;
before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

const uploadUrl = () => `${srv.baseUrl}/upload/1.1/media/upload.json`;

test("node-oauth uploads an image as base64 media_data in a signed form body", async () => {
  const c = srv.credentials;
  const oa = new OAuth("", "", c.consumer_key, c.consumer_secret, "1.0A", null, "HMAC-SHA1");
  const body = {
    media_data: fixture("photo-400x300.jpg").toString("base64"),
    media_category: "tweet_image",
  };
  const answer = await new Promise<string>((resolve, reject) =>
    oa.post(
      uploadUrl(),
      c.access_token,
      c.access_token_secret,
      body,
      "application/x-www-form-urlencoded",
      (err, data) => (err ? reject(new Error(JSON.stringify(err))) : resolve(String(data))),
    ),
  );
  const parsed = JSON.parse(answer);
  assert.match(parsed.media_key, /^3_\d+$/);
  assert.deepEqual(parsed.image, { image_type: "image/jpeg", w: 400, h: 300 });
});

test("an OAuth 2.0 token with media.write uploads; one without a write scope is refused (87)", async () => {
  const [writer, reader] = await demoOAuth2Tokens(srv, ["media.write users.read", "users.read"]);
  const send = (token: string) =>
    fetch(uploadUrl(), {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: multipart(fixture("still.gif")),
    });
  const ok = await send(writer);
  assert.equal(ok.status, 200);
  assert.match((await ok.json()).media_key, /^16_/);
  const refused = await send(reader);
  assert.equal(refused.status, 403);
  const err = (await refused.json()).errors[0];
  assert.equal(err.code, 87);
  assert.match(err.message, /media\.write/);
});
