import { test } from "node:test";
import assert from "node:assert/strict";
import { renderGuide } from "../lib/docs/markdown";
import { mergeResults, type BenchResult } from "./results";
import { resultsMarkdown } from "./results-markdown";

const TARGETS = ["verify_credentials", "ads_campaign_get", "ads_campaign_list"];

function result(target: string, engine: string, reqPerSec: number, met = true): BenchResult {
  return {
    target,
    engine,
    title: `GET /${target}`,
    load: "50 connections, 10 s each after 2 s warm-up",
    table: {
      header: ["", "req/s", "p99 ms"],
      rows: [
        ["product", reqPerSec, 12],
        ["baseline", reqPerSec * 2, 8],
      ],
    },
    goals: [{ what: "product/baseline req/s", value: 50, limit: 60, unit: "%", op: ">=", met }],
    notes: [],
    valid: true,
    measuredOn: {
      date: "2030-01-02T03:04:05.000Z",
      commit: "abc1234",
      node: "v20.0.0",
      cores: 2,
      memoryGb: 7.8,
    },
  };
}

const names = (rs: BenchResult[]) => rs.map((r) => `${r.engine}/${r.target}`);

test("a run of some targets replaces theirs and keeps every other target's result", () => {
  const kept = [
    result("verify_credentials", "PGlite", 100),
    result("ads_campaign_get", "PGlite", 200),
  ];
  const merged = mergeResults(kept, [result("ads_campaign_get", "PGlite", 300)], TARGETS);
  assert.deepEqual(names(merged), ["PGlite/verify_credentials", "PGlite/ads_campaign_get"]);
  assert.equal(merged[0].table.rows[0][1], 100);
  assert.equal(merged[1].table.rows[0][1], 300);
});

test("each engine keeps its own result of a target", () => {
  const kept = [result("verify_credentials", "PostgreSQL", 100)];
  const merged = mergeResults(kept, [result("verify_credentials", "PGlite", 50)], TARGETS);
  assert.deepEqual(names(merged), ["PGlite/verify_credentials", "PostgreSQL/verify_credentials"]);
  assert.equal(merged[1].table.rows[0][1], 100);
});

test("the order is the engines', then the bench's, whatever order the results came in", () => {
  const all = [
    result("ads_campaign_list", "PostgreSQL", 1),
    result("verify_credentials", "SomeOtherEngine", 1),
    result("ads_campaign_get", "PGlite", 1),
    result("verify_credentials", "PostgreSQL", 1),
    result("verify_credentials", "PGlite", 1),
  ];
  const expected = [
    "PGlite/verify_credentials",
    "PGlite/ads_campaign_get",
    "PostgreSQL/verify_credentials",
    "PostgreSQL/ads_campaign_list",
    "SomeOtherEngine/verify_credentials",
  ];
  assert.deepEqual(names(mergeResults(all, [], TARGETS)), expected);
  assert.deepEqual(names(mergeResults([], [...all].reverse(), TARGETS)), expected);
  assert.equal(
    resultsMarkdown(mergeResults(all, [], TARGETS)),
    resultsMarkdown(mergeResults([], [...all].reverse(), TARGETS)),
  );
});

test("a target the bench no longer has leaves the file", () => {
  const merged = mergeResults([result("gone_target", "PGlite", 1)], [], TARGETS);
  assert.deepEqual(merged, []);
});

test("the file is a guide: a title, the generated-file notice, a section per engine", () => {
  const results = mergeResults(
    [],
    [
      result("verify_credentials", "PGlite", 100),
      result("ads_campaign_get", "PostgreSQL", 9, false),
    ],
    TARGETS,
  );
  const guide = renderGuide(resultsMarkdown(results));
  assert.equal(guide.title, "Benchmark results");
  assert.match(guide.summary, /^Written by npm run bench; do not edit\./);
  const h2 = guide.headings.filter((h) => h.level === 2).map((h) => h.text);
  assert.deepEqual(h2, ["PGlite", "PostgreSQL"]);
  // The summary table links each target's section.
  for (const href of [...guide.html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]))
    assert.ok(
      guide.headings.some((h) => h.id === href),
      `#${href} names a heading`,
    );
  assert.match(guide.html, /ads_campaign_get<\/code><\/a><\/td>\s*<td><strong>MISSED<\/strong>/);
  assert.match(guide.html, /Measured 2030-01-02 03:04 UTC on commit <code>abc1234<\/code>/);
});

test("text from a report stays text: no HTML tag, no split table cell", () => {
  const r = result("verify_credentials", "PGlite", 1);
  r.title = "GET /x?cursor=<page 100>";
  r.table.rows[0][0] = "a | b";
  const html = renderGuide(resultsMarkdown([r])).html;
  assert.match(html, /cursor=&lt;page 100&gt;/);
  assert.match(html, /<td>a \| b<\/td>/);
  assert.match(resultsMarkdown([r]), /\(goal >= 60%\)/, "a goal's operator is written as it is");
});

test("with no result yet the file still says what it is", () => {
  const guide = renderGuide(resultsMarkdown([]));
  assert.equal(guide.title, "Benchmark results");
  assert.match(guide.html, /<h2 id="/);
});

test("goals held on PostgreSQL judge only its results; on PGlite they are printed for information", () => {
  const held = (engine: string) => ({
    ...result("ads_campaign_list", engine, 1, false),
    heldTo: "PostgreSQL",
  });
  const md = resultsMarkdown([held("PGlite"), held("PostgreSQL")]);
  const [pglite, postgres] = md.split("## PostgreSQL");
  assert.match(
    pglite,
    /for information: goals are held on PostgreSQL \(not met here: product\/baseline req\/s\)/,
  );
  assert.match(pglite, /\(goal >= 60% on PostgreSQL\): not met here/);
  assert.doesNotMatch(pglite, /MISSED/);
  assert.match(postgres, /\*\*MISSED\*\*: product\/baseline req\/s/);
});
