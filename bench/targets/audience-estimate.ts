import { preflight, type LoadOptions, type Target } from "../load";
import { productLatency } from "../latency-scenario";
import type { Scenario } from "../scenario";
import { BASE, parse, signed } from "./ads-shared";

/** Issue 11's goal: audience estimate p99 under 50 ms at 10 connections (PostgreSQL). */
const MAX_P99_MS = 50;
const OPTS: LoadOptions = { connections: 10, warmupSeconds: 2, durationSeconds: 10 };

/**
 * Criteria sets an advertiser's targeting editor sends as it is edited, in turn: locations with
 * regions excluded, demographics, platforms, keywords of each match type, followers of the demo user.
 * Each set's value sets are built on first use and then come from the process's bounded cache.
 */
function criteriaSets(userId: string): unknown[][] {
  const c = (targeting_type: string, targeting_value: string, operator_type = "EQ") => ({
    targeting_type,
    targeting_value,
    operator_type,
  });
  return [
    [c("LOCATION", "US")],
    [c("LOCATION", "US"), c("AGE", "AGE_25_TO_34")],
    [c("LOCATION", "US"), c("LOCATION", "GB"), c("GENDER", "2"), c("LOCATION", "US-CA", "NE")],
    [c("LANGUAGE", "en"), c("BROAD_KEYWORD", "music"), c("PHRASE_KEYWORD", "new music")],
    [c("LOCATION", "JP"), c("EXACT_KEYWORD", "anime"), c("AGE", "AGE_18_TO_24")],
    [c("FOLLOWERS_OF_USER", userId), c("LOCATION", "US"), c("GENDER", "1")],
    [c("LOCATION", "FR"), c("LANGUAGE", "fr"), c("UNORDERED_KEYWORD", "world cup")],
    [
      c("LOCATION", "US"),
      c("AGE", "AGE_35_TO_49"),
      c("BROAD_KEYWORD", "ai"),
      c("LOCATION", "US-NY", "NE"),
    ],
  ];
}

export const audienceEstimate: Scenario = {
  name: "audience_estimate",
  async measure(env) {
    const sets = criteriaSets(env.creds.user_id);
    let n = 0;
    const target: Target = {
      name: "audience_estimate",
      method: "POST",
      path: `${BASE}/accounts/${env.creds.account_id}/audience_estimate`,
      headers: signed("POST"),
      body: () => JSON.stringify(sets[n++ % sets.length]),
      check: (status, body) => {
        if (status !== 200) return "expected 200";
        const size = (parse(body)?.data as { audience_size?: { min?: unknown } } | undefined)
          ?.audience_size;
        return typeof size?.min === "number" ? null : "expected data.audience_size.min";
      },
    };
    // The first call builds the population (POPULATION_SIZE people): timed apart, as a note.
    const t0 = performance.now();
    await preflight(env.product.baseUrl, target, env.creds);
    const firstMs = Math.round(performance.now() - t0);
    return productLatency(env, target, OPTS, {
      title: `Audience estimate, ${sets.length} criteria sets in turn`,
      request: `POST ${target.path} (JSON criteria)`,
      maxP99Ms: MAX_P99_MS,
      notes: [
        `first call (builds the population of POPULATION_SIZE people, default 1,000,000): ${firstMs} ms`,
      ],
      setup: { criteriaSets: sets.length, firstCallMs: firstMs },
    });
  },
};
