import assert from "node:assert/strict";

/** Standard messages of the credential error codes (FACTS, "Credentials"); details may follow them. */
export const MESSAGES: Partial<Record<number, string>> = {
  32: "Could not authenticate you.",
  89: "Invalid or expired token.",
  135: "Timestamp out of bounds.",
  215: "Bad Authentication data.",
  415: "Callback URL not approved for this client application.",
};

/**
 * Asserts a credential error: the status, and a body that is exactly {"errors":[{"code":N,"message":"…"}]}
 * with nothing else in it; the message starts with the code's standard text (or equals `exact`).
 */
export async function assertOAuthError(
  res: Response | { status: number; text: string },
  status: number,
  code: number,
  exact?: string,
) {
  const text = res instanceof Response ? await res.text() : res.text;
  assert.equal(
    res.status,
    status,
    `expected HTTP ${status} code ${code}, got ${res.status}: ${text}`,
  );
  const body = JSON.parse(text);
  assert.deepEqual(Object.keys(body), ["errors"], text);
  assert.ok(Array.isArray(body.errors) && body.errors.length === 1, text);
  const [error] = body.errors;
  assert.deepEqual(Object.keys(error).sort(), ["code", "message"], text);
  assert.equal(error.code, code, text);
  assert.equal(typeof error.message, "string");
  if (exact !== undefined) assert.equal(error.message, exact);
  else if (MESSAGES[code])
    assert.ok(
      error.message.startsWith(MESSAGES[code]!),
      `message of code ${code}: ${error.message}`,
    );
  else assert.ok(error.message.length > 0);
  return error as { code: number; message: string };
}
