import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { routeFetch } from "../support/in-process-tokens";
import { signedHeader, type Keys } from "../support/oauth1";

/**
 * The app-only bearer token and its invalidation as the client libraries ask for them: tweepy
 * (OAuth2AppHandler: requests with auth=(key, secret), a form body without a charset), twitter-lite
 * and twitter-api-v2 (Basic of the raw "key:secret", form body with or without a charset). Repeated
 * requests give the same token; once invalidated it is refused, and the next one differs.
 */
let srv: TestServer;
const consumer = (): Keys => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const owner = (): Keys => ({
  key: srv.credentials.access_token,
  secret: srv.credentials.access_token_secret,
});

before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
});
after(() => srv?.stop());

async function bearer(contentType: string) {
  const raw = Buffer.from(`${consumer().key}:${consumer().secret}`).toString("base64");
  const res = await fetch(`${srv.baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${raw}`, "content-type": contentType },
    body: "grant_type=client_credentials",
  });
  const body = (await res.json()) as { token_type: string; access_token: string };
  assert.equal(res.status, 200, JSON.stringify(body));
  assert.equal(body.token_type, "bearer");
  return body.access_token;
}

const webhooks = (token: string) =>
  fetch(`${srv.baseUrl}/2/webhooks`, { headers: { authorization: `Bearer ${token}` } });

describe("app-only bearer token", () => {
  test("tweepy and twitter-lite requests get the same token; invalidation ends it", async () => {
    const first = await bearer("application/x-www-form-urlencoded");
    assert.equal(await bearer("application/x-www-form-urlencoded;charset=UTF-8"), first);
    assert.equal((await webhooks(first)).status, 200);

    const url = `${srv.baseUrl}/oauth2/invalidate_token`;
    const data = { access_token: first };
    const inv = await fetch(url, {
      method: "POST",
      headers: {
        authorization: signedHeader(consumer(), { url, method: "POST", data }, owner()),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(data).toString(),
    });
    assert.equal(inv.status, 200);
    assert.deepEqual(await inv.json(), { access_token: first });
    assert.equal((await webhooks(first)).status, 401);

    const next = await bearer("application/x-www-form-urlencoded;charset=UTF-8");
    assert.notEqual(next, first);
    assert.equal((await webhooks(next)).status, 200);
  });
});
