import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { Ads, demoClient } from "../support/ads-helpers";
import type { AdsResponse } from "../support/ads";

/**
 * A control character (NUL above all: PostgreSQL text cannot hold it) in the consumer key or the token
 * of an OAuth 1.0a Authorization header on the advertising interface is a credential that names no app
 * or token: it answers exactly as an unknown consumer key (401 UNAUTHORIZED_ACCESS, platform_code 32)
 * or an unknown token (platform_code 89), in the advertising format, never 500. The advertising
 * interface is left out of the platform's NUL guard (lib/platform/nul-guard.ts), so the credential
 * lookup itself must refuse such values before asking the database.
 */
let srv: TestServer;
let demo: Ads;

before(async () => {
  srv = await inProcessServer();
  demo = demoClient(srv, "/ads");
});
after(() => srv?.stop());

const CONTROLS = { NUL: "\u0000", SOH: "\u0001", "line feed": "\n", US: "\u001f", DEL: "\u007f" };

function withKey(key: string): Ads {
  return new Ads(
    demo.baseUrl,
    { ...demo.consumer, key },
    demo.token,
    "/ads",
    demo.retry,
    srv.fetch,
  );
}
function withToken(token: string): Ads {
  return new Ads(
    demo.baseUrl,
    demo.consumer,
    { ...demo.token, key: token },
    "/ads",
    demo.retry,
    srv.fetch,
  );
}

function expectCredentialError(r: AdsResponse, platformCode: number, label: string) {
  assert.equal(r.status, 401, `${label}: ${JSON.stringify(r.body)}`);
  assert.equal(r.body.errors?.length, 1, label);
  assert.equal(r.body.errors[0].code, "UNAUTHORIZED_ACCESS", label);
  assert.equal(r.body.errors[0].platform_code, platformCode, label);
}

describe("control characters in the header's credentials: the credential error, never a 500", () => {
  const paths = () => ["accounts", `accounts/${srv.credentials.account_id}/campaigns`];

  test("an unknown consumer key answers 32 and an unknown token 89 (the reference answers)", async () => {
    for (const path of paths()) {
      expectCredentialError(await withKey("no-such-key").get(path), 32, `unknown key ${path}`);
      expectCredentialError(
        await withToken("1-no-such-token").get(path),
        89,
        `unknown token ${path}`,
      );
    }
  });

  for (const [name, ch] of Object.entries(CONTROLS)) {
    test(`${name} in the consumer key answers as an unknown consumer key`, async () => {
      for (const path of paths()) {
        expectCredentialError(await withKey(`${demo.consumer.key}${ch}`).get(path), 32, path);
        expectCredentialError(await withKey(`${ch}`).post(path, { name: "x" }), 32, path);
      }
    });
    test(`${name} in the token answers as an unknown token`, async () => {
      for (const path of paths()) {
        expectCredentialError(await withToken(`${demo.token.key}${ch}`).get(path), 89, path);
        expectCredentialError(await withToken(`a${ch}b`).post(path, { name: "x" }), 89, path);
      }
    });
  }

  test("the demo credentials still work afterwards", async () => {
    assert.equal((await demo.get("accounts")).status, 200);
  });
});
