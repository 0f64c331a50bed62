import { test } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { OPERATIONS } from "./operations";
import { pathParamNames } from "../http/openapi-kit";
import { parseParams } from "../ads-kernel/validate";
import { AdsError } from "../ads-kernel/errors";
import type { Operation } from "../ads-kernel/operation";

/**
 * Every operation's declared example (lib/ads-kernel/example.ts) is a call its own schemas accept, read
 * as the kernel reads it (input.ts): parameters arrive as the strings of a query string or a form, a
 * JSON body as JSON; its path names exactly the path's parameters.
 */
const key = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

/** A parameter as it travels: a string (a list comma-joined, as the clients send one). */
const wire = (params: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    return err instanceof AdsError ? JSON.stringify(err.items) : String(err);
  }
}

test("every operation declares an example", () => {
  const without = OPERATIONS.filter((op) => !op.example).map(key);
  assert.deepEqual(without, []);
});

for (const op of OPERATIONS) {
  test(`${key(op)}: its example parses with its schemas and names its path's ids`, () => {
    const { path = {}, params, body } = op.example;
    assert.deepEqual(Object.keys(path).sort(), pathParamNames(op.path).sort());
    for (const [name, id] of Object.entries(path)) assert.ok(id, `${name} is empty`);
    assert.equal(
      refusal(() => parseParams(op.params, wire(params))),
      undefined,
    );
    const shape = op.body ?? op.bodyShape;
    if (shape) {
      assert.notEqual(body, undefined, "an operation with a JSON body shows one");
      const sent: unknown = JSON.parse(JSON.stringify(body));
      assert.equal(
        refusal(() => parseParams(shape, sent)),
        undefined,
      );
    } else assert.equal(body, undefined, "no JSON body for an operation that reads none");
  });
}

/** The parameters an operation reads: its query or form parameters, or its JSON body's fields. */
function paramNames(op: Operation): string[] {
  const js = z.toJSONSchema(op.body ?? op.params, { io: "input", unrepresentable: "any" });
  return Object.keys(js.properties ?? {});
}

test("every create declares what it refuses, each value in place of one of its parameters", () => {
  const creates = OPERATIONS.filter((op) => op.example.refused);
  assert.ok(creates.length >= 14, `${creates.length} creates declare refusals`);
  for (const op of creates) {
    const names = paramNames(op);
    for (const r of op.example.refused ?? [])
      assert.ok(
        names.includes(r.param),
        `${key(op)}: ${r.param} is not one of ${names.join(", ")}`,
      );
  }
});
