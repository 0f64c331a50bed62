import { inProcessServer } from "../e2e/support/in-process";
import { signedHeader } from "../e2e/support/oauth1";
import { demoKeys, userCall } from "../e2e/support/sources";

/**
 * What metering adds to a signed read (issue 21: at most 5% of the server's CPU beside metering
 * off). The product in this process (e2e/support/in-process.ts: PGlite, or PostgreSQL with
 * DATABASE_URL, where the database's own CPU is another process's), GET /2/posts/:id signed with
 * OAuth 1.0a by the demo app (enterprise: never capped), in alternating blocks with the recorder
 * installed and removed. Headers are signed before each block, so the CPU measured is the
 * product's. `node --import tsx bench/usage-meter.ts` (USAGE_BENCH_CALLS per block, default 1500).
 */
const CALLS = Number(process.env.USAGE_BENCH_CALLS ?? 1500);
const CONCURRENCY = 10;
const ROUNDS = 6;

const srv = await inProcessServer();
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

const perCall: Record<"on" | "off", number[]> = { on: [], off: [] };
await block(300); // warm-up: JIT, caches, the app's cycle row
for (let round = 0; round < ROUNDS; round++) {
  const mode = round % 2 === 0 ? "on" : "off";
  installMeterRecorder(mode === "on" ? recordRead : undefined);
  perCall[mode].push(await block(CALLS));
}
installMeterRecorder(recordRead);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const on = median(perCall.on);
const off = median(perCall.off);
console.log(
  JSON.stringify({
    engine: process.env.DATABASE_URL ? "postgres" : "pglite",
    calls_per_block: CALLS,
    cpu_us_per_call: { metering_on: Math.round(on), metering_off: Math.round(off) },
    added_percent: Math.round(((on - off) / off) * 1000) / 10,
  }),
);
await srv.stop();
