import type { AccessLevel } from "@/lib/auth/apps/schema";
import type { Tier } from "@/lib/db/schema/apps";

/**
 * One caller, whatever the credential: OAuth 1.0a user context, OAuth 2.0 user token, app-only
 * bearer token, or a console session. Every interface after the credential endpoints reads this.
 */
export type Caller = {
  kind: "oauth1" | "oauth2-user" | "app-only" | "console";
  /** tier: what the app's plan allows (lib/usage/tiers.ts), read with the credential. */
  app: { id: string; name: string; firstParty: boolean; tier: Tier };
  /** createdAt is filled by authenticate(); optional so callers built elsewhere (seeding) need not. */
  user: { id: string; screenName: string; name: string; createdAt?: Date } | null;
  accessLevel: AccessLevel;
  /** OAuth 2.0 scopes; null where OAuth 1.0a permissions apply instead (spec: they override scopes). */
  scopes: string[] | null;
};

export type CallerKind = Caller["kind"];
