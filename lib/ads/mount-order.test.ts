import { test } from "node:test";
import assert from "node:assert/strict";
import { Hono } from "hono";
import { OPERATIONS } from "./operations";
import { literalFirst } from "../ads-kernel/mount-operations";

/** Each operation's own URL, its parameters filled in, must reach that operation and no other. */
function routeAll(order: typeof OPERATIONS) {
  const app = new Hono();
  for (const op of [...order].sort(literalFirst))
    app[op.method](op.path, (c) => c.text(`${op.method} ${op.path}`));
  return app;
}

function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

test("every operation is reached by its own URL, whatever order the registry lists them in", async () => {
  const ops = OPERATIONS.filter((op) => op.version === "12");
  for (const seed of [0, 1, 7, 42]) {
    const app = routeAll(seed ? shuffled(ops, seed) : ops);
    for (const op of ops) {
      const url = op.path.replace(/:[a-z_]+/g, "v123");
      const res = await app.request(url, { method: op.method.toUpperCase() });
      assert.equal(await res.text(), `${op.method} ${op.path}`, `seed ${seed}: ${url}`);
    }
  }
});
