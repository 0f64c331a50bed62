import { statsOperation } from "./operation";
import { jobOperations } from "./job-operations";
import { activityOperations } from "./more-operations";

/** The analytics interface's operations, in the registry's order (lib/ads/operations.ts). */
export const analyticsOperations = [
  statsOperation,
  ...jobOperations,
  ...activityOperations,
] as const;
