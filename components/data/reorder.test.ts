import assert from "node:assert/strict";
import { test } from "node:test";
import { announcer, directions, instructions, moveItem } from "./reorder";

test("moving an item places it at the target and keeps the others in order", () => {
  const list = ["a", "b", "c", "d"];
  assert.deepEqual(moveItem(list, 0, 2), ["b", "c", "a", "d"]);
  assert.deepEqual(moveItem(list, 3, 0), ["d", "a", "b", "c"]);
  assert.deepEqual(moveItem(list, 1, 2), ["a", "c", "b", "d"]);
  assert.deepEqual(moveItem(list, 2, 2), list);
  assert.deepEqual(moveItem(list, -1, 2), list, "out of range: unchanged");
  assert.deepEqual(moveItem(list, 1, 4), list);
  assert.deepEqual(list, ["a", "b", "c", "d"], "the input is never changed");
  assert.notEqual(moveItem(list, 2, 2), list, "always a new array");
});

test("announcements name the item by its label and its position", () => {
  const names: Record<string, string> = { m1: "Hero image", m2: "Product video", m3: "Logo" };
  const say = announcer(["m1", "m2", "m3"], (id) => names[id]);
  assert.equal(say.pickedUp("m2"), "Picked up Product video. It is at position 2 of 3.");
  assert.equal(say.over("m2", "m3"), "Product video is over position 3 of 3.");
  assert.equal(say.over("m2", null), "Product video is no longer over a position in the list.");
  assert.equal(say.dropped("m2", "m1"), "Product video was dropped at position 1 of 3.");
  assert.match(say.dropped("m2", null), /outside the list; the order did not change/);
  assert.equal(
    say.cancelled("m1"),
    "Moving was cancelled. Hero image went back to position 1 of 3.",
  );
  assert.equal(say.moved("m3"), "Moved Logo to position 3 of 3.");
});

test("a row of media reads left and right, a list up and down", () => {
  assert.deepEqual(directions("vertical"), ["up", "down"]);
  assert.deepEqual(directions("horizontal"), ["left", "right"]);
  assert.match(instructions("vertical"), /up and down arrow keys/);
  assert.match(instructions("horizontal"), /left and right arrow keys/);
});
