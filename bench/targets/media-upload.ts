import os from "node:os";
import type { DemoCredentials } from "../../e2e/support/server";
import { otherCpuSeconds, otherCpuSnapshot, type Served } from "../process";
import { goal } from "../report";
import { reportGoals } from "../report-goals";
import type { Scenario } from "../scenario";
import * as up from "../upload-client";

/**
 * `media_upload_chunked`: a 50 MB MP4 in ten 5 MB multipart APPENDs (INIT, APPEND ×10, FINALIZE, then
 * STATUS until the video is processed), several rounds (BENCH_UPLOAD_ROUNDS, default 5). Goals: the product's resident memory grows
 * by less than 64 MB during any round (VmRSS sampled every 20 ms), and its APPEND throughput is at
 * least 50% of a bare node:http server streaming the same requests to files (bench/baseline-upload.ts).
 * The two take turns, a product round and a baseline round (product first, then baseline first, ...):
 * measured minutes apart (the baseline after every product target), the machine's other work changed
 * between them, and the same code measured 27% to 97%.
 */
const ROUNDS = Math.max(2, Number(process.env.BENCH_UPLOAD_ROUNDS || 5));
const MAX_RSS_GROWTH_MB = 64;
const MIN_RATIO = 0.5;
const STATUS_TIMEOUT_MS = 120_000;

type Round = {
  appendSeconds: number;
  mbPerSec: number;
  /** Server CPU (user + system) during the ten APPENDs, per MB received. */
  cpuMsPerMb: number;
  /** CPU the rest of the machine took during the ten APPENDs, in % of one core (process.ts). */
  otherCpuPercent: number;
  rssBeforeMb: number;
  rssGrowthMb: number;
};

const json = (body: string): Record<string, unknown> => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

async function expectStatus(
  what: string,
  expected: number,
  call: Promise<{ status: number; body: string }>,
) {
  const r = await call;
  if (r.status !== expected)
    throw new Error(`${what}: expected ${expected}, got ${r.status} ${r.body.slice(0, 500)}`);
  return json(r.body);
}

/** Polls STATUS until the video leaves pending / in_progress; it must end `succeeded`. */
async function waitSucceeded(server: Served, creds: DemoCredentials, id: string) {
  const end = Date.now() + STATUS_TIMEOUT_MS;
  for (;;) {
    const params = { command: "STATUS", media_id: id };
    const body = await expectStatus(
      "STATUS",
      200,
      up.uploadCall(server.baseUrl, creds, "GET", params),
    );
    const info = body.processing_info as { state?: string } | undefined;
    if (info?.state === "succeeded") return;
    if (!["pending", "in_progress"].includes(info?.state ?? "") || Date.now() > end)
      throw new Error(`the 50 MB video was not processed: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One upload of the whole file; `process`: FINALIZE and wait for STATUS (the product only). */
async function round(server: Served, creds: DemoCredentials, bytes: Buffer, process: boolean) {
  const rssBeforeMb = up.rssMb(server.pid) ?? NaN;
  const sampler = up.sampleRss(server.pid);
  const base = server.baseUrl;
  const init = { command: "INIT", total_bytes: bytes.length, media_type: "video/mp4" };
  const params = { ...init, media_category: "POST_VIDEO" };
  const id = String(
    (await expectStatus("INIT", 202, up.uploadCall(base, creds, "POST", params))).media_id_string,
  );
  let appendMs = 0;
  const cpu0 = server.cpuSeconds() ?? NaN;
  const others0 = otherCpuSnapshot(server.pid);
  const wall0 = performance.now();
  for (let i = 0; i < up.CHUNKS; i++) {
    const body = up.appendBody(id, i, bytes.subarray(i * up.CHUNK_BYTES, (i + 1) * up.CHUNK_BYTES));
    const t0 = performance.now();
    await expectStatus(`APPEND ${i}`, 204, up.uploadCall(base, creds, "POST", {}, body));
    appendMs += performance.now() - t0;
  }
  const cpuMsPerMb = (((server.cpuSeconds() ?? NaN) - cpu0) * 1000) / (bytes.length / up.MB);
  const others = otherCpuSeconds(others0, otherCpuSnapshot(server.pid)) ?? NaN;
  const otherCpuPercent = (others * 100 * 1000) / (performance.now() - wall0);
  if (process) {
    const finalize = up.uploadCall(base, creds, "POST", { command: "FINALIZE", media_id: id });
    await expectStatus("FINALIZE", 200, finalize);
    await waitSucceeded(server, creds, id);
  }
  const peak = sampler.stop() ?? NaN;
  const appendSeconds = appendMs / 1000;
  return {
    appendSeconds,
    mbPerSec: bytes.length / up.MB / appendSeconds,
    cpuMsPerMb,
    otherCpuPercent,
    rssBeforeMb,
    rssGrowthMb: peak - rssBeforeMb,
  } satisfies Round;
}

/** The product's rounds and the baseline's in turn: P B, B P, P B, ... (a drift in load weighs on both). */
async function inTurn(product: Served, baseline: Served, creds: DemoCredentials, bytes: Buffer) {
  const out = { product: [] as Round[], baseline: [] as Round[] };
  for (let i = 0; i < ROUNDS; i++) {
    const p = () => round(product, creds, bytes, true).then((r) => out.product.push(r));
    const b = () => round(baseline, creds, bytes, false).then((r) => out.baseline.push(r));
    if (i % 2 === 0) await p().then(b);
    else await b().then(p);
  }
  return out;
}

/** MB/s over every round but the first (a warm-up for throughput: first calls, lazy imports; its memory counts). */
const overall = (rs: Round[]) =>
  ((rs.length - 1) * up.TOTAL_BYTES) / up.MB / rs.slice(1).reduce((s, r) => s + r.appendSeconds, 0);
const f1 = (n: number) => n.toFixed(1);

export const mediaUploadChunked: Scenario = {
  name: "media_upload_chunked",
  async measure(env) {
    const bytes = up.paddedMp4();
    const beside = await env.startBaselineBeside("bench/baseline-upload.ts");
    console.log(
      `media_upload_chunked: product server (pid ${env.product.pid}) and baseline server (pid ${beside.pid}) in turn, ${ROUNDS} rounds each ...`,
    );
    const { product, baseline } = await inTurn(env.product, beside, env.creds, bytes).finally(() =>
      beside.stop(),
    );
    const loadavg = os.loadavg();
    return async () => {
      const ratio = overall(product) / overall(baseline);
      const growth = Math.max(...product.map((r) => r.rssGrowthMb));
      const row = (label: string, rs: Round[]) => [
        label,
        f1(overall(rs)),
        rs.map((r) => f1(r.mbPerSec)).join(" / "),
        f1(rs.slice(1).reduce((n, r) => n + r.cpuMsPerMb, 0) / (rs.length - 1)),
        Math.round(rs.slice(1).reduce((n, r) => n + r.otherCpuPercent, 0) / (rs.length - 1)),
        rs.map((r) => f1(r.rssBeforeMb)).join(" / "),
        rs.map((r) => f1(r.rssGrowthMb)).join(" / "),
      ];
      await reportGoals(env.out, {
        name: "media_upload_chunked",
        title: `A ${up.TOTAL_BYTES / up.MB} MB MP4 in ${up.CHUNKS} multipart APPENDs of ${up.CHUNK_BYTES / up.MB} MB, ${ROUNDS} rounds (product: INIT, APPENDs, FINALIZE, STATUS until succeeded)`,
        engine: env.run.engine,
        header: [
          "",
          "APPEND MB/s",
          "per round",
          "server CPU ms/MB",
          "others' CPU %",
          "RSS before (MB)",
          "RSS growth (MB)",
        ],
        rows: [row("product", product), row("baseline", baseline)],
        goals: [
          goal("product RSS growth during a round (max)", growth, "<", MAX_RSS_GROWTH_MB, " MB"),
          goal("product/baseline APPEND MB/s", ratio * 100, ">=", MIN_RATIO * 100, "%"),
        ],
        notes: [
          "  (MB = 2^20 bytes; APPEND MB/s over rounds 2 on, round 1 warms up; RSS growth: peak VmRSS of a round minus VmRSS before it)",
          "  (a product round and a baseline round in turn; others' CPU: the rest of the machine during the APPENDs, rounds 2 on)",
          `  (machine load average when done: ${loadavg.map((l) => l.toFixed(1)).join(", ")})`,
        ],
        data: { rounds: ROUNDS, totalBytes: up.TOTAL_BYTES, product, baseline, ratio, loadavg },
      });
      return true;
    };
  },
};
