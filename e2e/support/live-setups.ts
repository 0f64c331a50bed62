import { accountUserOperations } from "../../lib/ads/accounts/user-operations";
import { featureOperations } from "../../lib/ads/accounts/features";
import { userSettingsOperations } from "../../lib/ads/accounts/user-settings";
import { accountAppsOperation } from "../../lib/ads/accounts/apps";
import { appsHistoryOperations } from "../../lib/ads/accounts/apps-history";
import { promotableUserOperations } from "../../lib/ads/posts/promotable-operations";
import { recommendationOperations } from "../../lib/ads/recommendations/operations";
import { mediaLibraryOperations } from "../../lib/ads/media-library/operations";
import { audienceTargetedOperation } from "../../lib/audiences/custom-audiences/targeted";
import { keywordInsightsOperation } from "../../lib/ads/insights/operation";
import { activityOperations } from "../../lib/ads/analytics/more-operations";
import { hourFacts, writeHourFacts } from "./analytics-facts";
import type { Operation } from "../../lib/ads-kernel/operation";
import type { ResourceDecl } from "../../lib/ads-kernel/resource-decl";
import { LINE_ITEM_ID } from "../../lib/ads/example-ids";
import { promotedAccountsResource } from "../../lib/ads/promoted-accounts/resource";
import { scheduledPromotedPostsResource } from "../../lib/ads/scheduled-promoted-posts/resource";
import { mediaCreativesResource } from "../../lib/ads/media-creatives/resource";
import type { OpCall } from "./op-calls";
import { created, firstId, uniqueText, type FixtureEnv } from "./op-fixtures-env";
import { hourWindow } from "./ads-helpers";
import { uploadFixture } from "./media";
import { personHash } from "./audiences";
import { until } from "./receiver";

/**
 * The calls an example cannot make live by itself (live-calls.ts), keyed by the operation: the state
 * they need first (a grant to revoke, a history entry in this hour, an audience processed and
 * targeted), or the ids only the suite knows (the caller's own settings, the caller's upload).
 * `example` is the operation's own example made live.
 */
export type Live = {
  /** The operation's example made live. */
  example: () => Promise<OpCall>;
  /** A new record for an example id, made from its own example. */
  fresh: (env: FixtureEnv, id: string) => Promise<string>;
};
type Setup = (env: FixtureEnv, live: Live) => Promise<OpCall>;
/** The operation of a declaring module's list with this method (and path ending). */
const one = (ops: Operation[], method: string, end = "") => {
  const op = ops.find((o) => o.method === method && o.path.endsWith(end));
  if (!op) throw new Error(`no ${method} operation ending ${end}`);
  return op;
};
const grant = (env: FixtureEnv) =>
  env.ads.post(`accounts/${env.account}/account_users`, {
    user_id: env.other,
    permissions: "ANALYST",
  });
const revoke = (env: FixtureEnv) =>
  env.ads.delete(`accounts/${env.account}/account_users/${env.other}`);

async function activeCampaign(env: FixtureEnv, l: Live): Promise<OpCall> {
  const fi = await env.ads.post(`accounts/${env.account}/funding_instruments`, {
    type: "CREDIT_LINE",
    currency: "USD",
    start_time: "2026-01-01T00:00:00Z",
    credit_limit_local_micro: 1_000_000_000,
  });
  const campaign = await env.ads.post(`accounts/${env.account}/campaigns`, {
    funding_instrument_id: String(created(fi, "funding instrument").id),
    name: uniqueText("Recommended"),
    daily_budget_amount_local_micro: 5_000_000,
  });
  created(campaign, "campaign");
  return l.example();
}

const HOUR = 3_600_000;
export const SETUPS = new Map<Operation, Setup>([
  // Granted or not before, it is not now; then granted, to be revoked.
  [one(accountUserOperations, "post"), async (env, l) => (await revoke(env), l.example())],
  [
    one(accountUserOperations, "delete"),
    async (env, l) => (await revoke(env), await grant(env), l.example()),
  ],
  [
    one(promotableUserOperations, "get", "/promotable_users"),
    async (env, l) => (await grant(env), l.example()),
  ],
  [
    one(featureOperations, "get", "/features"),
    async (env, l) => {
      await env.ads.post(`accounts/${env.account}/features`, { feature_keys: "AGE_TARGETING" });
      return l.example();
    },
  ],
  // Two added, one removed: the answer (the features left) holds a record.
  [
    one(featureOperations, "delete"),
    async (env, l) => {
      await env.ads.post(`accounts/${env.account}/features`, {
        feature_keys: "AGE_TARGETING,DR_TAP",
      });
      return l.example();
    },
  ],
  [
    one(userSettingsOperations, "get"),
    async (env, l) => ({ ...(await l.example()), ids: { user_id: env.caller } }),
  ],
  [
    one(userSettingsOperations, "put"),
    async (env, l) => ({ ...(await l.example()), ids: { user_id: env.caller } }),
  ],
  // Only the seeded production account has apps (lib/ads/seed.ts).
  [accountAppsOperation, async (_env, l) => ({ ...(await l.example()), production: true })],
  [
    one(appsHistoryOperations, "get", "/account_history"),
    async (env, l) => {
      created(
        await env.ads.put(`accounts/${env.account}`, { name: uniqueText("History") }),
        "rename",
      );
      const call = await l.example();
      return { ...call, params: { ...call.params, entity_id: env.account, ...hourWindow() } };
    },
  ],
  [one(recommendationOperations, "get", "/recommendations"), activeCampaign],
  [
    one(recommendationOperations, "get", "/:recommendation_id"),
    async (env, l) => {
      const call = await activeCampaign(env, l);
      const id = await firstId(env.ads, `../5/accounts/${env.account}/recommendations`);
      return { ...call, ids: { recommendation_id: id } };
    },
  ],
  // Only the uploader (or a named additional owner) may add media: the caller uploads it.
  [
    one(mediaLibraryOperations, "post"),
    async (env, l) => {
      const { media_key } = await uploadFixture(env.callerAds, "photo-400x300.jpg");
      const call = await l.example();
      return { ...call, params: { ...call.params, media_key } };
    },
  ],
  // The last 24 hours: the example's fixed hour may be outside the insights' window.
  [
    keywordInsightsOperation,
    async (_env, l) => {
      const call = await l.example();
      const start_time = new Date((Math.floor(Date.now() / HOUR) - 24) * HOUR).toISOString();
      return { ...call, params: { ...call.params, start_time } };
    },
  ],
  [audienceTargetedOperation, targeted],
  // Active entities are those with delivery in the range: the line item gets an hour of facts there.
  [one(activityOperations, "get", "/active_entities"), delivered],
]);

async function delivered(env: FixtureEnv, l: Live): Promise<OpCall> {
  const call = await l.example();
  const id = String(call.params?.line_item_ids);
  const li = (await env.ads.get(`accounts/${env.account}/line_items/${id}`)).body.data;
  const target = {
    account_id: env.account,
    funding_instrument_id: String(li.funding_instrument_id),
    campaign_id: String(li.campaign_id),
    line_item_id: id,
    creative_type: "PROMOTED_POST" as const,
    creative_id: `${id}9`,
    placement: "ALL_ON_SVC",
  };
  await writeHourFacts(hourFacts(target, Date.parse(String(call.params?.start_time)), 1));
  return call;
}

/** A processed audience of 100 matched users, targeted by two campaigns' line items. */
async function targeted(env: FixtureEnv, l: Live): Promise<OpCall> {
  const call = await l.example();
  const id = call.ids?.custom_audience_id ?? "";
  const path = `accounts/${env.account}/custom_audiences/${id}`;
  const users = Array.from({ length: 100 }, (_, i) => ({ email: [personHash("email", 300 + i)] }));
  const items = [{ operation_type: "Update", params: { users } }];
  created(await env.ads.post(`${path}/users`, {}, items), "users");
  await until(async () => (await env.ads.get(path)).body.data.targetable === true, 60_000);
  for (let i = 0; i < 2; i++) {
    const li = await l.fresh(env, LINE_ITEM_ID);
    const r = await env.ads.post(`accounts/${env.account}/targeting_criteria`, {
      line_item_id: li,
      targeting_type: "CUSTOM_AUDIENCE",
      targeting_value: id,
    });
    created(r, "audience criterion");
  }
  return call;
}

/**
 * The line item a resource's records need when the line item's own example is not one they take
 * (an objective or product type of their own): made from that example with these parameters.
 */
export const LINE_ITEMS = new Map<ResourceDecl, Record<string, string>>([
  [promotedAccountsResource, { objective: "FOLLOWERS", product_type: "PROMOTED_ACCOUNT" }],
  [scheduledPromotedPostsResource, { objective: "ENGAGEMENTS" }],
  [
    mediaCreativesResource,
    {
      objective: "PREROLL_VIEWS",
      product_type: "MEDIA",
      placements: "PUBLISHER_NETWORK",
      categories: "abc-1",
    },
  ],
]);
