/**
 * A node:test reporter for `npm test`: how long each test FILE ran, as one JSON object { file: ms }:
 * from its first top-level test's start to its last one's end (with --test, the file's own entry
 * spans its process; in a group of in-process files sharing one process, the suite named by the file). scripts/test.ts prints the slowest, so the suite's time is visible in every CI log.
 */
export default async function* fileTimes(source) {
  const spans = new Map();
  for await (const event of source) {
    const d = event.data;
    const name = d?.name ?? "";
    // A group's files are suites named by their paths, inside the group's (scripts/in-process-group.ts).
    const named = name.endsWith(".test.ts");
    if (!d?.file || (d.nesting !== 0 && !named) || (!named && name.startsWith("in-process group")))
      continue;
    const file = named ? name : d.file;
    const span = spans.get(file) ?? { start: Infinity, end: 0 };
    if (event.type === "test:dequeue") span.start = Math.min(span.start, performance.now());
    if (event.type === "test:complete") span.end = Math.max(span.end, performance.now());
    spans.set(file, span);
  }
  const took = {};
  for (const [file, { start, end }] of spans) if (end > start) took[file] = Math.round(end - start);
  yield `${JSON.stringify(took)}\n`;
}
