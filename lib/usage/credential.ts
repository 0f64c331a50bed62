import type { Caller } from "@/lib/auth/caller";
import { appOnly } from "@/lib/auth/route-credentials";
import type { Credential } from "@/lib/http/route";
import { requireTier } from "./capability";
import type { Capability } from "./tiers";

/**
 * An app-only credential for a capability some tiers lack (PowerStream): the tier gate runs with
 * the credential, before parameters are read, so every route of the capability refuses alike.
 */
export function appOnlyWith(capability: Capability): Credential<Caller> {
  return {
    scheme: "AppOnlyBearer",
    resolve: async (c) => {
      const caller = await appOnly.resolve(c);
      requireTier(caller.app, capability);
      return caller;
    },
  };
}
