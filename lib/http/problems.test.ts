import { test } from "node:test";
import assert from "node:assert/strict";
import { PROBLEM_REASONS, PROBLEM_TYPES, problem } from "./problems";

test("every reason FACTS names has a problem type with a status", () => {
  const named = [
    "CrcValidationFailed",
    "UrlValidationFailed",
    "DuplicateUrlFailed",
    "WebhookLimitExceeded",
    "WebhookIdInvalid",
    "DuplicateSubscriptionFailed",
    "SubscriptionLimitExceeded",
    "SubscriptionNotFound",
    "ReplayConflictError",
  ];
  for (const reason of named) assert.ok(reason in PROBLEM_REASONS, reason);
  for (const type of Object.values(PROBLEM_REASONS)) {
    const { status } = PROBLEM_TYPES[type];
    assert.ok(status >= 400 && status < 600, type);
  }
});

test("a problem object: type URI on this server, title, detail, parameter and a bounded value", () => {
  const p = problem("https://svc.example", "UrlValidationFailed", "The URL must use https.", {
    parameter: "url",
    value: "http://x.example/" + "a".repeat(500),
  });
  assert.equal(p.status, 400);
  const [item] = p.body.errors;
  assert.equal(item.type, "https://svc.example/2/problems/invalid-request");
  assert.equal(item.title, "Invalid Request");
  assert.equal(item.reason, "UrlValidationFailed");
  assert.equal(item.parameter, "url");
  assert.equal(item.value?.length, 200);
  assert.equal(
    problem("https://svc.example", "DuplicateUrlFailed", "Already registered.").status,
    409,
  );
});
