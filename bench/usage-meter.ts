import { inProcessServer } from "../e2e/support/in-process";
import { signedHeader } from "../e2e/support/oauth1";
import { demoKeys, userCall } from "../e2e/support/sources";

/**
 * What metering adds to a signed read (goal: at most 5% of the server's CPU beside metering off).
 * The product in this process (e2e/support/in-process.ts: PGlite, or PostgreSQL with DATABASE_URL,
 * where the database's own CPU is another process's), GET /2/posts/:id signed with OAuth 1.0a by
 * the demo app (enterprise: never capped), 10 at a time, in alternating blocks with the recorder
 * installed and removed. Headers are signed before each block, so the CPU measured is the
 * product's; calls go through app.request (no node:http), so the share is of less than a real
 * server's work per call: an upper bound. Each pair of neighbouring blocks gives one share, and
 * the median of the pairs is reported, so a change in the machine's other work between pairs
 * moves it less. `node --import tsx bench/usage-meter.ts`, or `npm run bench -- usage_meter`
 * (bench/targets/usage-meter.ts); USAGE_BENCH_CALLS per block (default 1500), USAGE_BENCH_PAIRS
 * (default 6). Prints one JSON line.
 */
const CALLS = Number(process.env.USAGE_BENCH_CALLS ?? 1500);
const PAIRS = Number(process.env.USAGE_BENCH_PAIRS ?? 6);
const CONCURRENCY = 10;

// No job workers: their polls and crons would land in whichever block runs then (metering needs
// none: a read's charge is written in the call).
const srv = await inProcessServer({ env: { JOB_WORKERS: "off" } });
const { consumer, token } = demoKeys(srv);
const posted = await userCall(srv, consumer, token)("POST", "/2/posts", {
  text: `usage bench ${Date.now()}`,
});
const url = `${srv.baseUrl}/2/posts/${posted.body.data.id}`;
const { installMeterRecorder } = await import("../lib/http/route-meter");
const { recordRead } = await import("../lib/usage/meter-read");

async function block(n: number): Promise<number> {
  const headers = Array.from({ length: n }, () =>
    signedHeader(consumer, { url, method: "GET" }, token),
  );
  const fetch = srv.fetch!;
  const start = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < headers.length) {
        const authorization = headers[next++];
        const res = await fetch(url, { headers: { authorization } });
        if (res.status !== 200) throw new Error(`GET answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
    }),
  );
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

// Warm-up, both ways and not measured: JIT (the first blocks ran slower whichever came first),
// caches, the app's cycle row.
for (const recorder of [recordRead, undefined, recordRead]) {
  installMeterRecorder(recorder);
  await block(CALLS);
}
const on: number[] = [];
const off: number[] = [];
const shares: number[] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  // Which block of the pair runs first alternates, so a trend in the machine's load cancels out.
  const order = pair % 2 ? (["off", "on"] as const) : (["on", "off"] as const);
  const got: Record<"on" | "off", number> = { on: 0, off: 0 };
  for (const mode of order) {
    installMeterRecorder(mode === "on" ? recordRead : undefined);
    got[mode] = await block(CALLS);
  }
  on.push(got.on);
  off.push(got.off);
  shares.push(((got.on - got.off) / got.off) * 100);
}
installMeterRecorder(recordRead);
console.log(
  JSON.stringify({
    engine: process.env.DATABASE_URL ? "postgres" : "pglite",
    calls_per_block: CALLS,
    pairs: PAIRS,
    cpu_us_per_call: { metering_on: Math.round(median(on)), metering_off: Math.round(median(off)) },
    added_percent: round1(median(shares)),
    added_percent_by_pair: shares.map(round1),
  }),
);
await srv.stop();
