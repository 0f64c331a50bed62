import { config } from "@/lib/config/env";
import { problem } from "@/lib/http/problems";
import { V2Problem } from "@/lib/http/v2-fail";

/**
 * The reference's usage-cap problem: 429 usage-capped (reason UsageCapExceeded) with `period` and
 * `scope`. Caps here are monthly: scope Product for a tier's cap, Account for spent credit.
 */
export function usageCapped(scope: "Account" | "Product", detail: string): V2Problem {
  const p = problem(config().publicBaseUrl, "UsageCapExceeded", detail);
  const errors = p.body.errors.map((e) => ({ ...e, period: "Monthly", scope }));
  return new V2Problem(p.status, { errors });
}
