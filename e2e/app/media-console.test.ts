import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { fixture, multipart } from "../support/media";
import { consoleSessionFor } from "../support/console-session";

/**
 * The console uploads with its session (the next-auth cookie naming its platform grant), like any
 * advertising call from the console: a write needs the session's x-csrf-token (the session as the
 * console's sign-in makes it: e2e/support/console-session.ts).
 */
let srv: TestServer;
let cookie: string;
let csrf: string;
before(async () => {
  srv = await inProcessServer();
  ({ cookie, csrf } = await consoleSessionFor(srv.credentials.user_id));
});
after(() => srv.stop());

const upload = (headers: Record<string, string>) =>
  srv.fetch!(`${srv.baseUrl}/upload/1.1/media/upload.json`, {
    method: "POST",
    headers,
    body: multipart(fixture("photo-400x300.jpg")),
  });

test("a console session uploads with its x-csrf-token, and is refused without it", async () => {
  const ok = await upload({ cookie, "x-csrf-token": csrf });
  assert.equal(ok.status, 200);
  assert.match((await ok.json()).media_key, /^3_/);
  const refused = await upload({ cookie });
  assert.equal(refused.status, 403);
  assert.match((await refused.json()).errors[0].message, /x-csrf-token/);
});
