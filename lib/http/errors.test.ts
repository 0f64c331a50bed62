import { test } from "node:test";
import assert from "node:assert/strict";
import { CREDENTIAL_ERRORS, OAuthError, credentialErrorBody } from "./errors";

/** The credential error catalogue against the reference platform's codes (FACTS "Credentials"). */
const REFERENCE: [number, number, string][] = [
  [32, 401, "Could not authenticate you."],
  [34, 404, "Sorry, that page does not exist."],
  [89, 401, "Invalid or expired token."],
  [99, 403, "Unable to verify your credentials."],
  [135, 401, "Timestamp out of bounds."],
  [215, 400, "Bad Authentication data."],
  [415, 403, "Callback URL not approved for this client application."],
  [416, 401, "This application has been suspended."],
  [417, 401, "Desktop applications only support the oauth_callback value 'oob'."],
];

test("every reference code is in the catalogue with its status and message", () => {
  const byCode = new Map(Object.values(CREDENTIAL_ERRORS).map((e) => [e.code as number, e]));
  for (const [code, status, message] of REFERENCE) {
    const entry = byCode.get(code);
    assert.ok(entry, `code ${code} is catalogued`);
    assert.equal(entry.status, status, `status of ${code}`);
    assert.equal(entry.message, message, `message of ${code}`);
  }
});

test("each code appears once, each message ends a sentence, statuses are errors", () => {
  const codes = Object.values(CREDENTIAL_ERRORS).map((e) => e.code);
  assert.equal(new Set(codes).size, codes.length);
  for (const [name, e] of Object.entries(CREDENTIAL_ERRORS)) {
    assert.match(name, /^[A-Z][A-Z0-9_]+$/);
    assert.match(e.message, /\.$/, name);
    assert.ok(e.status >= 400 && e.status < 600, name);
  }
});

test("an error by name answers its code and status, the detail after the standard message", () => {
  const err = new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  assert.equal(err.code, 89);
  assert.equal(err.status, 401);
  assert.deepEqual(err.body(), { errors: [{ code: 89, message: "Invalid or expired token." }] });
  const detailed = new OAuthError("COULD_NOT_AUTHENTICATE", "Missing oauth_nonce.");
  assert.deepEqual(detailed.body(), {
    errors: [{ code: 32, message: "Could not authenticate you. Missing oauth_nonce." }],
  });
  assert.deepEqual(credentialErrorBody("PAGE_NOT_FOUND"), {
    errors: [{ code: 34, message: "Sorry, that page does not exist." }],
  });
});
