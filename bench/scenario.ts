import type { DemoCredentials } from "../e2e/support/server";
import type { AdsFixture } from "./ads-data";
import { load, preflight, type LoadOptions, type Target } from "./load";
import type { Served } from "./process";
import { report, type Measured, type RunInfo } from "./report";
import type { BenchOut } from "./results-file";

/** Seconds of each measured run (BENCH_DURATION, default 10); warm-ups come on top. */
export const DURATION = Number(process.env.BENCH_DURATION || 10);

/** What a scenario gets while the product is the one server running. */
export type ProductEnv = {
  product: Served;
  creds: DemoCredentials;
  /** The rows the advertising scenarios read (bench/ads-data.ts); null when none of them was selected. */
  fixture: AdsFixture | null;
  /** Engine and first-start RSS; each scenario adds its own load options. */
  run: Omit<RunInfo, "options">;
  /** Where each report goes: .bench/<target>.json and the results files (results-file.ts). */
  out: BenchOut;
  /** The bench's fresh PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: one more product process on the same database (stop it when done). */
  startAnotherProduct?: (env: Record<string, string>) => Promise<Served>;
  /**
   * A baseline server started now, beside the idle product, for a baseline that touches no database
   * (bench/baseline-upload.ts): the two are then loaded in turn, never together, round by round, so
   * that both meet the same machine. Stop it when done.
   */
  startBaselineBeside: (script: string) => Promise<Served>;
};

/** After the product has stopped: starts a baseline server on the same data (one server at a time). */
export type BaselineEnv = {
  startBaseline: (script: string) => Promise<Served>;
  /** The product once more with extra environment (e.g. a cache turned off), for a row "for information". */
  startProductWith: (env: Record<string, string>) => Promise<Served>;
};

/** Runs after the product has stopped: the baseline (if any), then the report. False when the run is not valid. */
export type Finish = (env: BaselineEnv) => Promise<boolean>;

/** One selectable benchmark (`npm run bench -- <name>`): one entry of the results file, one .bench/<name>.json. */
export type Scenario = {
  name: string;
  /**
   * Needs the advertising rows of bench/ads-data.ts; `big`: the 100,000-campaign account too;
   * `delivery`: the 1,000-line-item sandbox account of bench/delivery-data.ts too.
   */
  ads?: { big: boolean; delivery?: boolean };
  /**
   * The engine whose results the goals judge; on another engine they are printed for information
   * (an embedded engine sharing the product's process is not what a deployment under load runs).
   */
  heldTo?: "PostgreSQL";
  measure: (env: ProductEnv) => Promise<Finish>;
};

/**
 * Product req/s against a bare node:http baseline doing the same SQL (report.ts `report`): the
 * product is loaded now, its baseline after the product has stopped.
 */
export function ratioScenario(
  name: string,
  opts: LoadOptions,
  makeTarget: (env: ProductEnv) => Promise<Target> | Target,
  ads?: Scenario["ads"],
): Scenario {
  return {
    name,
    ads,
    async measure(env) {
      const target = await makeTarget(env);
      if (!target.baselineScript) throw new Error(`${name}: a ratio target needs a baselineScript`);
      await preflight(env.product.baseUrl, target, env.creds);
      console.log(`${target.name}: product server (pid ${env.product.pid}) under load ...`);
      // Peak RSS right after this target's run: VmHWM only grows, so later targets cannot raise it.
      const product: Measured = {
        result: await load(env.product, target, env.creds, opts),
        peakRssMb: env.product.peakRssMb(),
      };
      return async ({ startBaseline }) => {
        const baseline = await startBaseline(target.baselineScript!);
        await preflight(baseline.baseUrl, target, env.creds);
        console.log(`${target.name}: baseline server (pid ${baseline.pid}) under load ...`);
        const measured: Measured = {
          result: await load(baseline, target, env.creds, opts),
          peakRssMb: baseline.peakRssMb(),
        };
        await baseline.stop();
        return report(env.out, { ...env.run, options: opts }, target, product, measured);
      };
    },
  };
}
