import crypto from "node:crypto";
import { request, type LoadOptions, type Target } from "../load";
import { productLatency } from "../latency-scenario";
import type { ProductEnv, Scenario } from "../scenario";
import { BASE, getJson, parse, signed } from "./ads-shared";
import { identityOf } from "../../lib/audiences/identities";

/**
 * Issue 11's goal: one users call of 2,500 operations (about 5 MB) under 1 s p99, server RSS under
 * 400 MB, with four running at once. The body holds hashed emails of people of the population, so the
 * processing job (sent by every call) matches and writes members while the calls go on.
 */
const MAX_P99_MS = 1000;
const MAX_RSS_MB = 400;
const OPERATIONS = 2500;
const USERS_PER_OPERATION = 24;
const MAX_BYTES = 5_000_000;
const SEED = 0x5c0ffee; // lib/audiences/population/population.ts SEED (importing it reads the configuration)
const OPTS: LoadOptions = {
  connections: 4,
  warmupSeconds: 0,
  durationSeconds: 0,
  requests: 40,
  warmupRequests: 4,
};

/** The body: 2,500 Update operations of 24 users each (60,000), just under 5,000,000 bytes. */
function usersBody(): string {
  const hash = (i: number) =>
    crypto
      .createHash("sha256")
      .update(identityOf(SEED, i, "email"))
      .digest("hex");
  const ops = Array.from({ length: OPERATIONS }, (_, k) => ({
    operation_type: "Update",
    params: {
      users: Array.from({ length: USERS_PER_OPERATION }, (_, j) => ({
        email: [hash(k * USERS_PER_OPERATION + j)],
      })),
    },
  }));
  let body = JSON.stringify(ops);
  while (Buffer.byteLength(body) > MAX_BYTES) {
    ops[ops.length - 1].params.users.pop();
    body = JSON.stringify(ops);
  }
  return body;
}

/**
 * One call, then its processing awaited: the first processing in a process builds the email index
 * of the whole population (seconds, once per process), which is start-up, not the call's steady cost.
 */
async function firstProcessing(env: ProductEnv, call: Target): Promise<number> {
  const started = performance.now();
  const sent = await request(env.product.baseUrl, call, env.creds);
  if (sent.status !== 200) throw new Error(`users_call: first call ${sent.status}: ${sent.body}`);
  const get: Target = {
    name: "audience",
    method: "GET",
    path: call.path.replace(/\/users$/, ""),
    headers: signed("GET"),
    check: (status) => (status === 200 ? null : "expected 200"),
  };
  for (;;) {
    const rec = (await getJson(env, get)).data as { audience_size?: number | null };
    if (typeof rec?.audience_size === "number") return Math.round(performance.now() - started);
    if (performance.now() - started > 120_000)
      throw new Error("users_call: not processed in 2 min");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const audienceUsers: Scenario = {
  name: "users_call",
  async measure(env) {
    const account = env.creds.account_id;
    const create: Target = {
      name: "create audience",
      method: "POST",
      path: `${BASE}/accounts/${account}/custom_audiences?name=Bench%20${Date.now()}`,
      headers: signed("POST"),
      check: (status) => (status === 201 ? null : "expected 201"),
    };
    const made = await request(env.product.baseUrl, create, env.creds);
    const id = (parse(made.body)?.data as { id?: string } | undefined)?.id;
    if (made.status !== 201 || !id) throw new Error(`users_call: no audience: ${made.body}`);
    const body = usersBody();
    const target: Target = {
      name: "users_call",
      method: "POST",
      path: `${BASE}/accounts/${account}/custom_audiences/${id}/users`,
      headers: signed("POST"),
      body: () => body,
      check: (status, text) => {
        if (status !== 200) return `expected 200, got ${status}: ${text.slice(0, 200)}`;
        const data = parse(text)?.data as
          { success_count?: number; total_count?: number } | undefined;
        return data?.success_count === data?.total_count
          ? null
          : "expected success_count = total_count";
      },
    };
    const firstMs = await firstProcessing(env, target);
    console.log(
      `users_call: ${Buffer.byteLength(body)} bytes per call, 4 at once (pid ${env.product.pid}) ...`,
    );
    return productLatency(env, target, OPTS, {
      title: `Audience users call: ${OPERATIONS} operations, ${Buffer.byteLength(body)} bytes, 4 at once`,
      request: `POST ${target.path} (JSON operations)`,
      maxP99Ms: MAX_P99_MS,
      maxRssMb: MAX_RSS_MB,
      notes: [
        "every call sends the audience's processing job; they run during the load",
        `before the load, one call and its processing, which builds the process's email index of the population once: ${firstMs} ms`,
      ],
      setup: { bytes: Buffer.byteLength(body), operations: OPERATIONS },
    });
  },
};
