import { test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import vectors from "./vectors.json";
import {
  hashIdentifier,
  IDENTIFIER_KINDS,
  identifierProblem,
  isSha256Hex,
  normalise,
  type IdentifierKind,
} from "./normalise";
import { identityOf } from "./identities";

process.env.POPULATION_SIZE = "20000";

/**
 * The browser and the server hash the same bytes: every vector's normal form, its SHA-256 by Node's
 * crypto (the server's index) and by WebCrypto (the console's upload) are the file's. The console's
 * Playwright upload imports the same module, so this test is the agreement of both sides.
 */
test("test vectors: normal form, node:crypto and WebCrypto agree with vectors.json", async () => {
  assert.ok(vectors.length >= 10);
  for (const v of vectors) {
    const kind = v.kind as IdentifierKind;
    assert.equal(normalise(kind, v.input), v.normalised, `${kind} ${v.input}`);
    assert.equal(crypto.createHash("sha256").update(v.normalised).digest("hex"), v.sha256);
    assert.equal(await hashIdentifier(kind, v.input), v.sha256, `${kind} ${v.input} (WebCrypto)`);
    assert.ok(isSha256Hex(v.sha256));
  }
});

test("normal forms: nothing left is null; hex checks refuse other lengths and letters", () => {
  assert.equal(normalise("email", "   "), null);
  assert.equal(normalise("phone_number", "call me"), null);
  assert.equal(normalise("handle", "@"), null);
  assert.equal(isSha256Hex("a".repeat(63)), false);
  assert.equal(isSha256Hex("g".repeat(64)), false);
  assert.equal(isSha256Hex("A".repeat(64)), true);
});

test("people's identifiers are in normal form, unique, and found again through the index", async () => {
  const { identityIndex, personOf } = await import("./identity-index");
  for (const kind of IDENTIFIER_KINDS) {
    const seen = new Set<string>();
    for (let i = 0; i < 20000; i++) {
      const id = identityOf(0x5c0ffee, i, kind);
      assert.equal(normalise(kind, id), id, `${kind} of ${i} is normal`);
      seen.add(id);
    }
    assert.equal(seen.size, 20000, `${kind}: unique`);
    const index = await identityIndex(kind);
    for (const i of [0, 1, 777, 19999]) {
      const h = crypto
        .createHash("sha256")
        .update(identityOf(0x5c0ffee, i, kind))
        .digest();
      assert.equal(personOf(index, h), i);
    }
    assert.equal(personOf(index, crypto.createHash("sha256").update("nobody").digest()), -1);
  }
  assert.match(
    identityOf(0x5c0ffee, 5, "device_id"),
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});

test("identifierProblem: every vector and every person's identifier is of its kind; others say what was expected", async () => {
  for (const v of vectors)
    assert.equal(identifierProblem(v.kind as IdentifierKind, v.input), null, v.input);
  for (const kind of IDENTIFIER_KINDS)
    for (const i of [0, 1, 999, 123_456])
      assert.equal(identifierProblem(kind, identityOf(0x5c0ffee, i, kind)), null, `${kind} ${i}`);
  assert.equal(identifierProblem("email", "  "), "empty once normalised");
  assert.match(identifierProblem("email", "maria at example.com")!, /^expected an email address/);
  assert.match(identifierProblem("email", "maria@localhost")!, /^expected an email address/);
  assert.match(identifierProblem("phone_number", "call me 555")!, /^expected a phone number/);
  assert.match(identifierProblem("phone_number", "+1 555")!, /^expected a phone number/);
  assert.match(identifierProblem("handle", "maria garcia")!, /^expected a handle/);
  assert.match(identifierProblem("device_id", "maria@example.com")!, /^expected a device id/);
});
