import { spawn } from "node:child_process";
import { z } from "zod";
import { goal } from "../report";
import { reportGoals } from "../report-goals";
import type { Scenario } from "../scenario";

/** The goal: metering adds at most 5% to a signed read's server CPU. */
const MAX_ADDED_PERCENT = 5;

const answer = z.object({
  engine: z.string(),
  calls_per_block: z.number(),
  pairs: z.number(),
  cpu_us_per_call: z.object({ metering_on: z.number(), metering_off: z.number() }),
  added_percent: z.number(),
  added_percent_by_pair: z.array(z.number()),
});

/** bench/usage-meter.ts in a process of its own (its CPU is the product's), on the bench's engine. */
function runMeterBench(databaseUrl: string | undefined): Promise<z.infer<typeof answer>> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  delete env.DATABASE_URL;
  // On PostgreSQL the in-process server makes a fresh database beside the bench's own.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", "bench/usage-meter.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0) return reject(new Error(`bench/usage-meter.ts exited ${code}: ${last}`));
      resolve(answer.parse(JSON.parse(last)));
    });
  });
}

/**
 * `usage_meter`: the CPU a signed read costs with the usage meter and without it, the same calls
 * in alternating blocks in one process (bench/usage-meter.ts). Goal: at most 5% more.
 */
export const usageMeter: Scenario = {
  name: "usage_meter",
  async measure(env) {
    console.log("usage_meter: signed reads with the meter on and off, in one process ...");
    const r = await runMeterBench(env.databaseUrl);
    return async () => {
      await reportGoals(env.out, {
        name: "usage_meter",
        title: "Usage meter: CPU of a signed read (GET /2/posts/:id, 10 at a time)",
        engine: env.run.engine,
        header: ["", "CPU µs per call"],
        rows: [
          ["metering off", r.cpu_us_per_call.metering_off],
          ["metering on", r.cpu_us_per_call.metering_on],
        ],
        goals: [goal("CPU added by metering", r.added_percent, "<=", MAX_ADDED_PERCENT, " %")],
        notes: [
          `median of ${r.pairs} pairs of ${r.calls_per_block} calls each; by pair: ${r.added_percent_by_pair.join(", ")} %`,
          "in-process calls (app.request, no node:http): the share of a real server's CPU is lower",
        ],
        data: { result: r },
      });
      return true;
    };
  },
};
