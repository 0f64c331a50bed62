import { test } from "node:test";
import assert from "node:assert/strict";
import { parseScopes } from "./scopes";

test("reference names grant ours, and the scope answered keeps the names as asked", () => {
  const r = parseScopes("tweet.read users.read tweet.read mute.read offline.access", false);
  assert.deepEqual(r.scopes, ["post.read", "users.read", "offline.access"]);
  assert.deepEqual(r.unserved, ["muted accounts"]);
  assert.equal(r.asked, "tweet.read users.read mute.read offline.access");
  assert.deepEqual(r.invalid, []);
});

test("unknown names, and console for a third party, are invalid and not answered", () => {
  const r = parseScopes("users.read tweets.read console constructor", false);
  assert.deepEqual(r.invalid, ["tweets.read", "console", "constructor"]);
  assert.equal(r.asked, "users.read");
  assert.deepEqual(parseScopes("console", true).scopes, ["console"]);
});
