import { TIERS, type Tier } from "@/lib/db/schema/apps";

export { TIERS, type Tier };

/**
 * THE table of what each tier allows and how much it may use (document 1's change history, FACTS
 * "Usage and pay-per-use"). Self-serve tiers are every tier a developer picks alone: free, basic,
 * pro and pay-per-use; enterprise is the negotiated one. Caps count a UTC calendar month: reads are
 * resources returned (posts, users), posts are posts created; pay-per-use is also bounded by its
 * credit (lib/usage/charge.ts). Numbers follow the reference's published plans where it had them.
 */
export type TierRule = {
  label: string;
  selfServe: boolean;
  readCap: number;
  postCap: number;
  /** Free credit granted at the start of every cycle (pay-per-use only), in micros. */
  freeCreditMicros: number;
};

export const TIER_RULES: Record<Tier, TierRule> = {
  free: { label: "Free", selfServe: true, readCap: 100, postCap: 500, freeCreditMicros: 0 },
  basic: { label: "Basic", selfServe: true, readCap: 15_000, postCap: 50_000, freeCreditMicros: 0 },
  pro: {
    label: "Pro",
    selfServe: true,
    readCap: 1_000_000,
    postCap: 300_000,
    freeCreditMicros: 0,
  },
  enterprise: {
    label: "Enterprise",
    selfServe: false,
    readCap: 50_000_000,
    postCap: 10_000_000,
    freeCreditMicros: 0,
  },
  "pay-per-use": {
    label: "Pay-per-use",
    selfServe: true,
    readCap: 2_000_000,
    postCap: 1_000_000,
    freeCreditMicros: 5_000_000,
  },
};

/**
 * What a tier may do beyond reading and posting. Each entry lists the tiers that allow it:
 * - likes and following: like and follow creation left the free tier on 2025-08-22, and following
 *   and likes left every self-serve tier on 2026-04-20 (follows had left basic and pro in 2023);
 * - quote posts: left the self-serve tiers on 2026-04-20;
 * - replies to a post whose author did not summon the replier (mention or quote): restricted on the
 *   self-serve tiers on 2026-02-23 (a summoned reply is allowed on every tier);
 * - filtered-stream webhooks, PowerStream and the activity product's news.new: enterprise only.
 */
export const CAPABILITIES = {
  likes: { label: "Likes", tiers: ["enterprise"] },
  following: { label: "Following", tiers: ["enterprise"] },
  "quote-posts": { label: "Quote posts", tiers: ["enterprise"] },
  "unsummoned-replies": {
    label: "Replies to authors who did not mention or quote you",
    tiers: ["enterprise"],
  },
  "stream-webhooks": { label: "Filtered-stream webhooks", tiers: ["enterprise"] },
  powerstream: { label: "PowerStream", tiers: ["enterprise"] },
  "news.new": { label: "news.new events", tiers: ["enterprise"] },
} as const satisfies Record<string, { label: string; tiers: readonly Tier[] }>;

export type Capability = keyof typeof CAPABILITIES;

export function allows(tier: Tier, capability: Capability): boolean {
  const tiers: readonly Tier[] = CAPABILITIES[capability].tiers;
  return tiers.includes(tier);
}

/** "the Enterprise tier" or "the Pro or Enterprise tiers": who has it, as a refusal says. */
export function tiersAllowing(capability: Capability): string {
  const names = CAPABILITIES[capability].tiers.map((t: Tier) => TIER_RULES[t].label);
  return names.length > 1
    ? `the ${names.slice(0, -1).join(", ")} or ${names.at(-1)} tiers`
    : `the ${names[0]} tier`;
}

export const tierLabel = (tier: Tier): string => TIER_RULES[tier].label;

export function isTier(value: unknown): value is Tier {
  return TIERS.some((t) => t === value);
}
