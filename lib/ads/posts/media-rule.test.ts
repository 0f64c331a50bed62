import { test } from "node:test";
import assert from "node:assert/strict";
import { mediaProblem, mediaRuleMessage } from "./media-rule";

test("media rule: up to 4 images, or 1 GIF, or 1 video, never mixed", () => {
  assert.equal(mediaProblem([]), null);
  assert.equal(mediaProblem(["IMAGE", "IMAGE", "IMAGE", "IMAGE"]), null);
  assert.equal(mediaProblem(["GIF"]), null);
  assert.equal(mediaProblem(["VIDEO"]), null);
  assert.equal(mediaProblem(Array(5).fill("IMAGE")), "has 5 images");
  assert.equal(mediaProblem(["GIF", "GIF"]), "has 2 GIFs");
  assert.equal(mediaProblem(["VIDEO", "VIDEO"]), "has 2 videos");
  assert.equal(mediaProblem(["IMAGE", "VIDEO"]), "mixes IMAGE and VIDEO");
  assert.equal(
    mediaRuleMessage("media_keys", "has 2 GIFs"),
    "media_keys has 2 GIFs; a post takes at most 4 images, or 1 GIF, or 1 video (not mixed).",
  );
});
