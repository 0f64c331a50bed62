import autocannon from "autocannon";
import type { DemoCredentials } from "../e2e/support/server";
import { otherCpuSeconds, otherCpuSnapshot, type Served } from "./process";

/** One scenario: what to request and how to sign it. The same requests go to the product and its baseline. */
export type Target = {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** The baseline server for this scenario (run as `node --import tsx <script>`). */
  baselineScript: string;
  /** Called per request, so every request can carry a fresh nonce. */
  headers: (url: string, creds: DemoCredentials) => Record<string, string>;
  /** Problem with one response of the pre-flight request, or null when it is the expected answer. */
  check: (status: number, body: string, creds: DemoCredentials) => string | null;
};

export type LoadOptions = { connections: number; warmupSeconds: number; durationSeconds: number };

export type LoadResult = {
  reqPerSec: number;
  p99Ms: number;
  meanLatencyMs: number;
  requests: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Requests without an HTTP answer: socket errors and timeouts (autocannon counts timeouts here too). */
  errors: number;
  timeouts: number;
  firstFailure: { status: number; body: string } | null;
  /** Server CPU (user + system) per request during the measured run; null where /proc is missing. */
  serverCpuMsPerReq: number | null;
  /** CPU other processes on the machine used during the measured run, in % of one core. */
  otherCpuPercent: number | null;
};

/** A single request first: a wrong signature or a broken baseline should fail loudly, not as 10 s of 401s. */
export async function preflight(baseUrl: string, target: Target, creds: DemoCredentials): Promise<void> {
  const url = baseUrl + target.path;
  const res = await fetch(url, { method: target.method, headers: target.headers(url, creds) });
  const body = await res.text();
  const problem = target.check(res.status, body, creds);
  if (problem) throw new Error(`${target.name} pre-flight against ${baseUrl}: ${problem} (got ${res.status} ${body.slice(0, 500)})`);
}

export async function load(server: Served, target: Target, creds: DemoCredentials, opts: LoadOptions): Promise<LoadResult> {
  const baseUrl = server.baseUrl;
  const url = baseUrl + target.path;
  let firstFailure: LoadResult["firstFailure"] = null;
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: opts.connections,
      duration,
      requests: [
        {
          method: target.method,
          path: target.path,
          setupRequest: (req) => {
            Object.assign(req.headers, target.headers(url, creds));
            return req;
          },
          onResponse: (status, body) => {
            if ((status < 200 || status > 299) && !firstFailure) firstFailure = { status, body: body.slice(0, 500) };
          },
        },
      ],
    });
  // Warm-up: JIT, connection pools and caches settle; its numbers are thrown away.
  await run(opts.warmupSeconds);
  firstFailure = null;
  const cpuBefore = server.cpuSeconds();
  const othersBefore = otherCpuSnapshot(server.pid);
  const r = await run(opts.durationSeconds);
  const others = otherCpuSeconds(othersBefore, otherCpuSnapshot(server.pid));
  const cpuAfter = server.cpuSeconds();
  if (!server.alive()) throw new Error(`the server under test (pid ${server.pid}) exited during the run`);
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = s.count;
  return {
    reqPerSec: r.requests.mean,
    p99Ms: r.latency.p99,
    meanLatencyMs: r.latency.mean,
    requests: r.requests.total,
    non2xx: r.non2xx,
    statusCodes,
    errors: r.errors,
    timeouts: r.timeouts,
    firstFailure,
    otherCpuPercent: others === null ? null : Math.round((others / r.duration) * 100),
    serverCpuMsPerReq: cpuBefore !== null && cpuAfter !== null && r.requests.total > 0 ? Math.round(((cpuAfter - cpuBefore) * 1e6) / r.requests.total) / 1000 : null,
  };
}
