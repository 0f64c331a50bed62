import autocannon from "autocannon";
import type { DemoCredentials } from "../e2e/support/server";
import { otherCpuSeconds, otherCpuSnapshot, type Served } from "./process";

/** One request shape to load a server with. The same requests go to the product and, for ratio targets, its baseline. */
export type Target = {
  name: string;
  method: "GET" | "POST";
  /** Path and query string; the query is part of the signed URL. */
  path: string;
  /** The baseline server for this scenario (run as `node --import tsx <script>`); only for ratio targets. */
  baselineScript?: string;
  /** product req/s / baseline req/s must be at least this (ratio targets; report.ts MIN_RATIO when absent). */
  minRatio?: number;
  /** Called per request, so every request can carry a fresh nonce. */
  headers: (url: string, creds: DemoCredentials) => Record<string, string>;
  /** Called per request too (unique names in a batch); sent with content-type application/json. */
  body?: () => string;
  /** Problem with one response of the pre-flight request, or null when it is the expected answer. */
  check: (status: number, body: string, creds: DemoCredentials) => string | null;
};

/** Timed runs (durationSeconds after warmupSeconds), or counted runs when `requests` is set. */
export type LoadOptions = {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** A fixed number of requests instead of a duration (warmupRequests first, thrown away). */
  requests?: number;
  warmupRequests?: number;
};

export type LoadResult = {
  reqPerSec: number;
  p50Ms: number;
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

function requestHeaders(
  target: Target,
  url: string,
  creds: DemoCredentials,
): Record<string, string> {
  const headers = target.headers(url, creds);
  return target.body ? { "content-type": "application/json", ...headers } : headers;
}

/** One signed request, for pre-flights and set-up steps (picking an id, walking a cursor). */
export async function request(
  baseUrl: string,
  target: Target,
  creds: DemoCredentials,
): Promise<{ status: number; body: string }> {
  const url = baseUrl + target.path;
  const res = await fetch(url, {
    method: target.method,
    headers: requestHeaders(target, url, creds),
    body: target.body?.(),
  });
  return { status: res.status, body: await res.text() };
}

/** A single request first: a wrong signature or a broken baseline should fail loudly, not as 10 s of 401s. */
export async function preflight(
  baseUrl: string,
  target: Target,
  creds: DemoCredentials,
): Promise<void> {
  const res = await request(baseUrl, target, creds);
  const problem = target.check(res.status, res.body, creds);
  if (problem)
    throw new Error(
      `${target.name} pre-flight against ${baseUrl}: ${problem} (got ${res.status} ${res.body.slice(0, 500)})`,
    );
}

export async function load(
  server: Served,
  target: Target,
  creds: DemoCredentials,
  opts: LoadOptions,
): Promise<LoadResult> {
  const baseUrl = server.baseUrl;
  const url = baseUrl + target.path;
  let firstFailure: LoadResult["firstFailure"] = null;
  const run = (duration: number, amount?: number) =>
    autocannon({
      url: baseUrl,
      connections: opts.connections,
      duration,
      amount,
      requests: [
        {
          method: target.method,
          path: target.path,
          setupRequest: (req) => {
            Object.assign(req.headers, requestHeaders(target, url, creds));
            if (target.body) req.body = target.body();
            return req;
          },
          onResponse: (status, body) => {
            if ((status < 200 || status > 299) && !firstFailure)
              firstFailure = { status, body: body.slice(0, 500) };
          },
        },
      ],
    });
  // Warm-up: JIT, connection pools and caches settle; its numbers are thrown away.
  if (opts.requests === undefined) await run(opts.warmupSeconds);
  else if (opts.warmupRequests) await run(0, opts.warmupRequests);
  firstFailure = null;
  const cpuBefore = server.cpuSeconds();
  const othersBefore = otherCpuSnapshot(server.pid);
  const r = await run(opts.durationSeconds, opts.requests);
  const others = otherCpuSeconds(othersBefore, otherCpuSnapshot(server.pid));
  const cpuAfter = server.cpuSeconds();
  if (!server.alive())
    throw new Error(`the server under test (pid ${server.pid}) exited during the run`);
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = s.count;
  return {
    // A counted run can end within a second, where autocannon's per-second mean says 0: use the total instead.
    reqPerSec:
      opts.requests === undefined
        ? r.requests.mean
        : r.duration > 0
          ? r.requests.total / r.duration
          : 0,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    meanLatencyMs: r.latency.mean,
    requests: r.requests.total,
    non2xx: r.non2xx,
    statusCodes,
    errors: r.errors,
    timeouts: r.timeouts,
    firstFailure,
    otherCpuPercent: others === null ? null : Math.round((others / r.duration) * 100),
    serverCpuMsPerReq:
      cpuBefore !== null && cpuAfter !== null && r.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) * 1e6) / r.requests.total) / 1000
        : null,
  };
}
