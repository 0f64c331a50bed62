import assert from "node:assert/strict";
import test from "node:test";
import { describeFailure } from "./failure";

test("a failed query's parameters and message never reach the log; class, SQLSTATE and frames do", () => {
  const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: "22021",
  });
  const err = new Error("Failed query: select * from users where name = $1\nparams: secret-value", {
    cause: pgError,
  });
  err.name = "DrizzleQueryError";
  const text = describeFailure(err);
  assert.match(text, /^DrizzleQueryError, SQLSTATE 22021\n\s+at /);
  assert.doesNotMatch(text, /secret-value|Failed query|0x00/);
});

test("values that are not errors are described by type only", () => {
  assert.equal(describeFailure("token=abc"), "non-error value of type string");
});
