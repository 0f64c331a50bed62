import { statsOperation } from "./operation";

/** The analytics interface's operations, in the registry's order (lib/ads/operations.ts). */
export const analyticsOperations = [statsOperation] as const;
