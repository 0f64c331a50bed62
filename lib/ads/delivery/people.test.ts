import { test } from "node:test";
import assert from "node:assert/strict";
import { findValue } from "@/lib/targeting/values";
import { TOPICS } from "@/lib/audiences/population/corpus/topics";
import { topicInterests } from "./people";

test("every corpus topic names an interest of the targeting list", () => {
  const interests = topicInterests();
  assert.equal(interests.length, TOPICS.length);
  for (const v of interests) assert.ok(findValue("INTEREST", v), `INTEREST ${v}`);
});
