import { load, type LoadOptions, type Target } from "./load";
import { goal, reportLatency, type Goal } from "./report";
import type { Finish, ProductEnv } from "./scenario";

/**
 * A latency-only target (no baseline: the goal is an absolute p99): loads the product with `opts`,
 * reads its peak RSS, and reports one "product" row with the p99 goal, plus an RSS goal when given.
 */
export async function productLatency(
  env: ProductEnv,
  target: Target,
  opts: LoadOptions,
  r: {
    title: string;
    request: string;
    maxP99Ms: number;
    maxRssMb?: number;
    notes?: string[];
    setup?: Record<string, unknown>;
  },
): Promise<Finish> {
  console.log(`${target.name}: product server (pid ${env.product.pid}) under load ...`);
  const result = await load(env.product, target, env.creds, opts);
  const peakRssMb = env.product.peakRssMb();
  const goals: Goal[] = [goal("product p99", result.p99Ms, "<", r.maxP99Ms, " ms")];
  if (r.maxRssMb !== undefined && peakRssMb !== null)
    goals.push(goal("server peak RSS", peakRssMb, "<", r.maxRssMb, " MB"));
  return async () =>
    reportLatency(
      env.out,
      { ...env.run, options: opts },
      {
        name: target.name,
        title: r.title,
        rows: [{ label: "product", request: r.request, result }],
        goals,
        peakRssMb,
        notes: [`product p50: ${result.p50Ms} ms`, ...(r.notes ?? [])],
        setup: r.setup,
      },
    );
}
