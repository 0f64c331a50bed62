import { config } from "@/lib/config/env";
/**
 * Fault injection for the atomicity tests: SVC_FAULT_INJECT="batch:<resource>:<n>" makes the n-th
 * item (0-based) of a batch on that resource fail with a database-level error after the earlier
 * items were written; "answer:<resource>:<n>" fails while its answer echoes item n, after every item
 * was written (batch-answer.ts). Unset in normal operation.
 */
export function injectedFault(where: string, resource: string, index: number): boolean {
  // Read at the call (config() reads the environment once): importing this module reads nothing.
  const spec = config().faultInject;
  if (!spec) return false;
  const [w, r, n] = spec.split(":");
  return w === where && r === resource && Number(n) === index;
}
