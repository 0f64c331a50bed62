import { headingSlug } from "../lib/docs/slug";
import { compareEngines, type BenchResult } from "./results";

/**
 * docs/benchmark-results.md from the results: a guide the product serves at /docs/benchmark-results
 * (a title, a summary, a section per engine), readable on GitHub too. Prettier formats it afterwards.
 */

// Text from the reports (titles, requests, notes) must not turn into markup: `<page 100>` would be
// an HTML tag on GitHub, a `|` would split a table cell. `<=` and `>=` stay as they are.
const text = (s: string) => s.replace(/[\\*[\]|`]|<(?=[A-Za-z/!?])/g, "\\$&");

const heading = (r: BenchResult) => `\`${r.target}\` on ${r.engine}`;
const anchor = (r: BenchResult) => headingSlug(`${r.target} on ${r.engine}`);
const when = (r: BenchResult) => `${r.measuredOn.date.slice(0, 16).replace("T", " ")} UTC`;
const round = (n: number) => Number(n.toFixed(1));

/** Goals held to another engine than the one measured: printed, not judged. */
const informative = (r: BenchResult) => r.heldTo !== undefined && r.heldTo !== r.engine;

function verdict(r: BenchResult): string {
  if (!r.valid) return "not valid (error answers)";
  const missed = r.goals.filter((g) => !g.met);
  if (!r.goals.length) return "no goal";
  if (informative(r))
    return `for information: goals are held on ${r.heldTo}${missed.length ? ` (not met here: ${missed.map((g) => text(g.what)).join("; ")})` : ""}`;
  return missed.length ? `**MISSED**: ${missed.map((g) => text(g.what)).join("; ")}` : "met";
}

function row(cells: (string | number)[]): string {
  return `| ${cells.map((c) => (typeof c === "number" ? String(c) : text(c))).join(" | ")} |`;
}

function section(r: BenchResult): string[] {
  const on = r.measuredOn;
  const lines = [
    "",
    `### ${heading(r)}`,
    "",
    `${text(r.title)}${r.load ? `; ${text(r.load)}` : ""}.`,
    "",
    `Measured ${when(r)} on commit \`${on.commit}\`, Node ${on.node}, ${on.cores} cores, ${on.memoryGb} GB of memory.`,
    "",
    // A header cell for the labels too, so that a screen reader names the column.
    row(r.table.header.map((h, i) => (i === 0 && !h ? "run" : h))),
    `|${r.table.header.map((_, i) => (i === 0 ? " --- |" : " ---: |")).join("")}`,
    ...r.table.rows.map(row),
  ];
  if (!r.valid)
    lines.push("", "Not valid: a server answered errors (non-2xx); the numbers do not compare.");
  if (r.goals.length)
    lines.push(
      "",
      ...r.goals.map(
        (g) =>
          `- ${text(g.what)}: ${round(g.value)}${g.unit} (goal ${g.op} ${g.limit}${g.unit}${informative(r) ? ` on ${r.heldTo}` : ""}): ${g.met ? "met" : informative(r) ? "not met here" : "**MISSED**"}`,
      ),
    );
  if (r.notes.length) lines.push("", "Also measured:", "", ...r.notes.map((n) => `- ${text(n)}`));
  return lines;
}

export function resultsMarkdown(results: readonly BenchResult[]): string {
  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench`; do not edit. The latest result of each target on each engine, " +
      "beside its baseline from the same run, with the commit and the machine it was measured on.",
    "",
    "What each target measures and its goals: [Benchmarks](benchmarks.md). A run of some targets " +
      "(`npm run bench -- ads`) replaces their results and keeps the others. The same results as " +
      "data: `docs/benchmark-results.json`.",
  ];
  const engines = [...new Set(results.map((r) => r.engine))].sort(compareEngines);
  if (!engines.length) lines.push("", "## No results yet", "", "Run `npm run bench`.");
  for (const engine of engines) {
    const mine = results.filter((r) => r.engine === engine);
    lines.push(
      "",
      `## ${engine}`,
      "",
      "| Target | Goals | Commit | Measured |",
      "| --- | --- | --- | --- |",
    );
    for (const r of mine)
      lines.push(
        `| [\`${r.target}\`](#${anchor(r)}) | ${verdict(r)} | \`${r.measuredOn.commit}\` | ${when(r)} |`,
      );
    for (const r of mine) lines.push(...section(r));
  }
  return lines.join("\n") + "\n";
}
