import assert from "node:assert/strict";
import { test } from "node:test";
import { AUDIENCES_REFRESHED, noteAudienceRefusals } from "./audience-refusal";
import { errorsByCriterion, type BatchOp } from "./targeting-model";

const create = (type: string, value: string): BatchOp => ({
  operation_type: "Create",
  params: { line_item_id: "1", targeting_type: type, targeting_value: value, operator_type: "EQ" },
});

test("a refused audience criterion gets the note and asks for a refresh; others are left as they are", () => {
  const ops: BatchOp[] = [
    { operation_type: "Delete", params: { targeting_criterion_id: "9" } },
    create("LOCATION", "US"),
    create("CUSTOM_AUDIENCE", "42"),
    create("CUSTOM_AUDIENCE", "43"),
  ];
  const refused = errorsByCriterion(ops, [
    [],
    [{ message: "Criterion 1: unknown location." }],
    [{ message: "No custom audience 42 is owned by or shared with this account." }],
    [],
  ]);
  const { errors, refresh } = noteAudienceRefusals(ops, refused);
  assert.equal(refresh, true);
  assert.equal(errors.get("LOCATION:US"), "Criterion 1: unknown location.");
  assert.equal(
    errors.get("CUSTOM_AUDIENCE:42"),
    `No custom audience 42 is owned by or shared with this account. ${AUDIENCES_REFRESHED}`,
  );
  assert.equal(errors.has("CUSTOM_AUDIENCE:43"), false);
  assert.equal(refused.get("CUSTOM_AUDIENCE:42")?.includes(AUDIENCES_REFRESHED), false, "pure");
});

test("no refused audience: no refresh, the same messages", () => {
  const ops = [create("CUSTOM_AUDIENCE", "42"), create("LOCATION", "US")];
  const refused = new Map([["LOCATION:US", "bad"]]);
  const { errors, refresh } = noteAudienceRefusals(ops, refused);
  assert.equal(refresh, false);
  assert.deepEqual([...errors], [["LOCATION:US", "bad"]]);
});
