import { test } from "node:test";
import assert from "node:assert/strict";
import { svcSignature } from "./signature";

test("FACTS' check vector: secret test, body test=1&other_test=2", () => {
  assert.equal(
    svcSignature("test", "test=1&other_test=2"),
    "sha256=25Cu3iwbbiqBTwQRzcKJZwisjf736V2Q8UaTlkfLSoc=",
  );
});
