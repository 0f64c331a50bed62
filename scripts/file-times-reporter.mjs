/**
 * A node:test reporter for `npm test`: how long each test FILE ran (its process started to its last
 * result), as one JSON object { file: ms }. scripts/test.ts prints the slowest, so the suite's time
 * is visible in every CI log and the next split or shared server goes where the time is.
 */
export default async function* fileTimes(source) {
  const started = new Map();
  const took = {};
  for await (const event of source) {
    const d = event.data;
    // The file-level entry is the one named by its own path, at the top level.
    if (!d?.file || d.name !== d.file || d.nesting !== 0) continue;
    if (event.type === "test:dequeue") started.set(d.file, performance.now());
    if (event.type === "test:complete" && started.has(d.file))
      took[d.file] = Math.round(performance.now() - started.get(d.file));
  }
  yield `${JSON.stringify(took)}\n`;
}
