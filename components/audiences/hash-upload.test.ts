import { test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import vectors from "@/lib/audiences/vectors.json";
import { identityOf } from "@/lib/audiences/identities";
import { SAMPLE_PEOPLE, sampleCsv } from "@/lib/audiences/sample";
import type { IdentifierKind } from "@/lib/audiences/normalise";
import { checkOperations } from "@/lib/audiences/users-body";
import { fastOperations } from "@/lib/audiences/users-fast";
import { columnOf, parseCsv } from "./csv";
import { prepareHashes, usersCalls } from "./hash-upload";

process.env.POPULATION_SIZE = "20000";
const SEED = 0x5c0ffee;
const sha = (s: string) => crypto.createHash("sha256").update(s).digest("hex");
const csvField = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * The console's upload path (CSV -> shared normal form -> WebCrypto SHA-256 -> users calls), run in
 * node with its WebCrypto, gives the server's values: the test vectors' digests, the digests the
 * server's population index holds (node:crypto over identities.ts), and bodies the users call accepts.
 */
test("browser path: the test vectors' inputs in a CSV hash to the vectors' digests", async () => {
  for (const kind of ["email", "phone_number", "handle", "device_id"] as IdentifierKind[]) {
    const mine = vectors.filter((v) => v.kind === kind);
    if (!mine.length) continue;
    const text = `${kind}\n${mine.map((v) => csvField(v.input)).join("\n")}\n`;
    const got = await prepareHashes(kind, columnOf(parseCsv(text), kind));
    const want = [...new Set(mine.map((v) => v.sha256))];
    assert.deepEqual(got.hashes, want, kind);
    assert.equal(got.refused.length, mine.length - want.length, `${kind}: repeats refused`);
  }
});

test("browser path: people's identifiers as people type them match the server's index", async () => {
  const { identityIndex, personOf } = await import("@/lib/audiences/identity-index");
  const people = [0, 1, 42, 777, 19_999];
  const typed: Record<IdentifierKind, (s: string) => string> = {
    email: (s) => `  ${s.toUpperCase()} `,
    phone_number: (s) => `+${s[0]} (${s.slice(1, 4)}) ${s.slice(4, 7)}-${s.slice(7)}`,
    handle: (s) => `@${s.toUpperCase()}`,
    device_id: (s) => s.toUpperCase(),
  };
  for (const kind of Object.keys(typed) as IdentifierKind[]) {
    const rows = people.map((i) => csvField(typed[kind](identityOf(SEED, i, kind))));
    const text = [`Other;${kind.toUpperCase()}`, ...rows.map((r) => `x;${r}`)].join("\r\n");
    const got = await prepareHashes(kind, columnOf(parseCsv(text), kind));
    assert.deepEqual(
      got.hashes,
      people.map((i) => sha(identityOf(SEED, i, kind))),
      kind,
    );
    const index = await identityIndex(kind);
    got.hashes.forEach((h, k) => assert.equal(personOf(index, Buffer.from(h, "hex")), people[k]));
  }
});

test("calls: at most 2,500 operations each, accepted by the users call's own check", async () => {
  const hashes = Array.from({ length: 5_001 }, (_, i) => sha(`person ${i}`));
  const calls = usersCalls("email", hashes);
  assert.deepEqual(
    calls.map((c) => c.length),
    [2500, 2500, 1],
  );
  for (const body of calls) {
    const found = checkOperations(body, new Date());
    assert.ok(typeof found !== "string", String(found));
    assert.equal(found.errors.flat().length, 0);
    assert.equal(found.users, body.length);
    // and read straight from the bytes, without JSON.parse (lib/audiences/users-fast.ts)
    const fast = fastOperations(new TextEncoder().encode(JSON.stringify(body)), new Date());
    assert.equal(fast?.users, body.length);
  }
});

test("refusals name the line and the reason; the column is found by its header", async () => {
  const text = 'id,E-mail\n1,a@example.com\n2,  \n3,"A@EXAMPLE.COM"\n4,"b,c@example.com"\n';
  const column = columnOf(parseCsv(text), "email");
  assert.equal(column.note, 'Read the column "E-mail".');
  const got = await prepareHashes("email", column);
  assert.deepEqual(got.hashes, [sha("a@example.com"), sha("b,c@example.com")]);
  assert.deepEqual(
    got.refused.map((r) => [r.line, r.reason]),
    [
      [3, "empty once normalised"],
      [4, "the same person as line 2"],
    ],
  );
  const bare = columnOf(parseCsv("x@example.com\ny@example.com"), "email");
  assert.equal(bare.values.length, 2);
  assert.equal(bare.note, "No header row; read the first column.");
});

test("rows not of the chosen kind are refused naming the line and what was expected", async () => {
  const text = "email\nmaria@example.com\n+1 212 555 0100\n@maria_garcia\nnot an address\n";
  const got = await prepareHashes("email", columnOf(parseCsv(text), "email"));
  assert.deepEqual(got.hashes, [sha("maria@example.com")]);
  assert.deepEqual(
    got.refused.map((r) => `${r.line}: ${r.reason}`),
    [3, 4, 5].map((l) => `${l}: expected an email address, like maria.garcia@example.com`),
  );
});

test("the sample CSV: every row of every column is accepted and hashes to the population's people", async () => {
  const rows = parseCsv(sampleCsv());
  assert.equal(rows.length, SAMPLE_PEOPLE.count + 1);
  for (const kind of ["email", "phone_number", "handle", "device_id"] as IdentifierKind[]) {
    const got = await prepareHashes(kind, columnOf(rows, kind));
    assert.deepEqual(got.refused, [], kind);
    assert.equal(got.hashes.length, SAMPLE_PEOPLE.count, kind);
    assert.equal(got.hashes[0], sha(identityOf(SEED, SAMPLE_PEOPLE.from, kind)), kind);
  }
});
