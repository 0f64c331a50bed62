import { and, eq } from "drizzle-orm";
import { streamRules } from "@/lib/db/schema";

/**
 * THE rule sets of the streams: the filtered stream's (FACTS "Filtered stream") and PowerStream's
 * (FACTS "PowerStream", enterprise), kept in one table (stream_rules.product) and parsed by one
 * language (rule-language.ts). A set says its limits; the routes and the console read them here.
 */
export type RuleSet = {
  product: "filtered_stream" | "powerstream";
  /** Rules an app may hold in the set. */
  maxPerApp: number;
  /** Rules one request may add or delete. */
  maxPerRequest: number;
  /** The app lock a change of the set's rules takes (lib/webhooks/products/app-lock.ts). */
  lock: string;
};

export const FILTERED_STREAM_RULES: RuleSet = {
  product: "filtered_stream",
  maxPerApp: 25_000,
  maxPerRequest: 1_000,
  lock: "stream_rules",
};

export const POWERSTREAM_RULES: RuleSet = {
  product: "powerstream",
  maxPerApp: 1_000,
  maxPerRequest: 100,
  lock: "powerstream_rules",
};

/** The rows of one app's rules in one set. */
export const ofSet = (set: RuleSet, appId: string) =>
  and(eq(streamRules.app_id, appId), eq(streamRules.product, set.product));
