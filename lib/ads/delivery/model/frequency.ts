import { phi } from "./market";

/**
 * How often people see a line item, in a window (duration_in_days of its frequency cap, else 7
 * days): exposures of a person are Poisson with mean λ = uncapped impressions / audience. A
 * frequency cap c lets each person see at most c, so the impressions delivered are
 * A · E[min(K, c)]: they flatten as the audience saturates and never exceed c per person. Reach
 * over the window is A · (1 − e^−λ).
 */

/** E[min(K, c)] for K ~ Poisson(λ): c − Σ_{k<c} (c − k) · P(K = k). */
export function cappedMean(lambda: number, cap: number): number {
  if (lambda <= 0) return 0;
  if (cap > 60 && lambda < cap / 4) return lambda; // the cap is far above what anyone sees
  if (lambda > 500) {
    // e^−λ underflows: K is about normal, and E[min(K, c)] = λ − E[(K − c)+].
    const s = Math.sqrt(lambda);
    const d = (lambda - cap) / s;
    const density = Math.exp(-(d * d) / 2) / Math.sqrt(2 * Math.PI);
    return Math.min(cap, Math.max(0, lambda - (s * density + (lambda - cap) * phi(d))));
  }
  let p = Math.exp(-lambda);
  let short = 0;
  for (let k = 0; k < cap; k++) {
    short += (cap - k) * p;
    p *= lambda / (k + 1);
  }
  return Math.max(0, cap - short);
}

/** The λ whose capped mean is `mean` (bisection: cappedMean grows with λ). */
function lambdaFor(mean: number, cap: number): number {
  if (mean <= 0) return 0;
  if (mean >= cap) return Infinity;
  let lo = 0;
  let hi = Math.max(1, mean * 2);
  while (cappedMean(hi, cap) < mean && hi < 1e6) hi *= 2;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (cappedMean(mid, cap) < mean) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The impressions this hour can add under a cap, when the window holds `served` already and the
 * hour offers `offered` more (uncapped) to an audience of `audience` people.
 */
export function cappedImpressions(
  audience: number,
  cap: number | null,
  served: number,
  offered: number,
): number {
  if (audience <= 0 || offered <= 0) return 0;
  if (cap === null || cap <= 0) return offered;
  const before = lambdaFor(served / audience, cap);
  if (!Number.isFinite(before)) return 0;
  const after = audience * cappedMean(before + offered / audience, cap);
  return Math.max(0, Math.min(offered, after - served, cap * audience - served));
}

/** People reached by `impressions` over an audience (Poisson exposures): A · (1 − e^(−I/A)). */
export const reachOf = (audience: number, impressions: number): number =>
  audience > 0 ? audience * (1 - Math.exp(-impressions / audience)) : 0;

/** Average impressions per person reached. */
export const frequencyOf = (audience: number, impressions: number): number => {
  const reach = reachOf(audience, impressions);
  return reach > 0 ? impressions / reach : 0;
};
