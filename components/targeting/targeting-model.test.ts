import assert from "node:assert/strict";
import { test } from "node:test";
import {
  addCriterion,
  batchOps,
  criterionProblem,
  errorsByCriterion,
  rangeText,
  removeCriterion,
  type Criterion,
} from "./targeting-model";

const c = (type: string, value: string, op: "EQ" | "NE" = "EQ"): Criterion => ({
  targeting_type: type,
  targeting_value: value,
  operator_type: op,
  name: value,
});

test("one age bucket: a new one replaces the old; a value again takes the new operator", () => {
  let d = addCriterion([], c("AGE", "AGE_18_TO_24"));
  d = addCriterion(d, c("LOCATION", "US-CA"));
  d = addCriterion(d, c("AGE", "AGE_25_TO_34"));
  d = addCriterion(d, c("LOCATION", "US-CA", "NE"));
  assert.deepEqual(
    d.map((x) => `${x.targeting_type} ${x.targeting_value} ${x.operator_type}`),
    ["AGE AGE_25_TO_34 EQ", "LOCATION US-CA NE"],
  );
  assert.deepEqual(removeCriterion(d, "AGE:AGE_25_TO_34").length, 1);
});

test("keywords are kept in the interface's normal form", () => {
  const d = addCriterion([], c("PHRASE_KEYWORD", "  Running   Shoes "));
  assert.equal(d[0].targeting_value, "running shoes");
  assert.equal(d[0].name, "running shoes");
});

test("the batch deletes what left or changed operator, then creates what is new", () => {
  const saved = [
    { ...c("LOCATION", "US"), id: "1" },
    { ...c("AGE", "AGE_18_TO_24"), id: "2" },
    { ...c("INTEREST", "1004"), id: "3" },
  ];
  const draft = [c("LOCATION", "US"), c("AGE", "AGE_25_TO_34"), c("INTEREST", "1004", "NE")];
  assert.deepEqual(batchOps(saved, draft, "li"), [
    { operation_type: "Delete", params: { targeting_criterion_id: "2" } },
    { operation_type: "Delete", params: { targeting_criterion_id: "3" } },
    {
      operation_type: "Create",
      params: {
        line_item_id: "li",
        targeting_type: "AGE",
        targeting_value: "AGE_25_TO_34",
        operator_type: "EQ",
      },
    },
    {
      operation_type: "Create",
      params: {
        line_item_id: "li",
        targeting_type: "INTEREST",
        targeting_value: "1004",
        operator_type: "NE",
      },
    },
  ]);
  assert.deepEqual(batchOps(saved, saved, "li"), [], "nothing to save");
});

test("rules known before sending: exclusions by type, keyword shapes", () => {
  assert.match(
    criterionProblem(c("LANGUAGE", "fr", "NE")) ?? "",
    /Languages are chosen, not excluded/,
  );
  assert.equal(criterionProblem(c("LOCATION", "US-CA", "NE")), undefined);
  assert.match(criterionProblem(c("UNORDERED_KEYWORD", "shoes")) ?? "", /at least two words/);
  assert.match(criterionProblem(c("BROAD_KEYWORD", 'say "hi"')) ?? "", /no quotes/);
});

test("item errors of a refused batch land on the criterion its Create named", () => {
  const ops = batchOps([], [c("LOCATION", "US"), c("LOCATION", "Atlantis")], "li");
  const m = errorsByCriterion(ops, [[], [{ message: "not a LOCATION value" }]]);
  assert.deepEqual([...m], [["LOCATION:Atlantis", "not a LOCATION value"]]);
});

test("ranges read short for the eye and exact for the record", () => {
  assert.deepEqual(rangeText({ min: 38_200_000, max: 42_300_000 }), {
    short: "38.2M – 42.3M",
    full: "38,200,000 to 42,300,000 people",
  });
});
