import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startServer, type TestServer } from "../support/server";

/** Spec: "All OAuth authorization steps require HTTPS" — enforced when the public address is https. */
let srv: TestServer;
before(async () => {
  srv = await startServer({ env: { PUBLIC_BASE_URL: "https://svc.example" } });
});
after(() => srv?.stop());

test("behind an https address, a plain-http authorization step answers 403 code 92", async () => {
  const res = await fetch(`${srv.baseUrl}/oauth/request_token`, { method: "POST" });
  assert.equal(res.status, 403);
  assert.equal((await res.json()).errors[0].code, 92);
});

test("the same call through the TLS proxy (x-forwarded-proto: https) reaches the credential checks", async () => {
  const res = await fetch(`${srv.baseUrl}/oauth/request_token`, {
    method: "POST",
    headers: { "x-forwarded-proto": "https" },
  });
  assert.equal(res.status, 400);
  assert.equal((await res.json()).errors[0].code, 215);
});
