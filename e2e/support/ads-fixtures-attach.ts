import type { AdsClient } from "./ads";
import { FIXTURE_MEDIA, seedLibraryMedia } from "./seeded-media";
import type { Fixture } from "./ads-fixtures";

/**
 * Contract fixtures of what a line item carries: promoted posts and accounts, scheduled promoted
 * posts, media creatives, line item curated categories. `lineItem` is ads-fixtures.ts's (passed in to
 * keep one way of making a line item).
 */
type LineItem = (
  ads: AdsClient,
  accountId: string,
  extra?: Record<string, string>,
) => Promise<string>;
let seq = 0;

async function data(p: Promise<{ status: number; body: { data: unknown } }>, what: string) {
  const r = await p;
  if (r.status > 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as Record<string, unknown> & Record<string, unknown>[];
}

/** The account's FULL promotable user (the demo user on its own sandbox accounts). */
async function fullUser(ads: AdsClient, accountId: string): Promise<string> {
  const users = await data(ads.get(`accounts/${accountId}/promotable_users`), "promotable users");
  const full = users.find((u) => u.promotable_user_type === "FULL");
  return String(full?.user_id);
}

async function post(ads: AdsClient, accountId: string): Promise<string> {
  const as_user_id = await fullUser(ads, accountId);
  const text = `Contract post https://example.com/${process.pid}-${++seq}-${Date.now()}`;
  const p = await data(ads.post(`accounts/${accountId}/post`, { as_user_id, text }), "post");
  return String(p.id);
}

/** Spread over a year, so the 30-per-15-minutes limit never binds. */
async function scheduledPost(ads: AdsClient, accountId: string): Promise<string> {
  const minute = 60_000;
  const ahead = (2 * 24 * 60 + ((++seq * 997 + process.pid) % (300 * 24 * 60))) * minute;
  const scheduled_at = new Date(Math.floor((Date.now() + ahead) / minute) * minute).toISOString();
  const as_user_id = await fullUser(ads, accountId);
  const body = { as_user_id, text: `Contract later ${++seq}-${Date.now()}`, scheduled_at };
  return String(
    (await data(ads.post(`accounts/${accountId}/scheduled_posts`, body), "scheduled")).id,
  );
}

async function prerollMedia(ads: AdsClient, accountId: string): Promise<string> {
  const key = await seedLibraryMedia(ads, accountId, {
    ...FIXTURE_MEDIA["video-1x1.mp4"],
    category: "AMPLIFY_VIDEO",
  });
  const list = await data(
    ads.get(`accounts/${accountId}/account_media`, { creative_types: "PREROLL", count: 1000 }),
    "account media",
  );
  return String(list.find((m) => m.media_key === key)?.id);
}

const long = "9".repeat(65);

export function attachFixtures(lineItem: LineItem): Record<string, Fixture> {
  return {
    promoted_posts: {
      create: async (ads, accountId) => ({
        line_item_id: await lineItem(ads, accountId),
        post_ids: await post(ads, accountId),
      }),
      bad: [
        { param: "post_ids", value: "abc", code: "INVALID_PARAMETER" },
        { param: "line_item_id", value: long, code: "INVALID_PARAMETER" },
      ],
      required: "post_ids",
    },
    promoted_accounts: {
      create: async (ads, accountId) => ({
        line_item_id: await lineItem(ads, accountId, {
          objective: "FOLLOWERS",
          product_type: "PROMOTED_ACCOUNT",
        }),
        user_id: await fullUser(ads, accountId),
      }),
      bad: [{ param: "user_id", value: "someone", code: "INVALID_PARAMETER" }],
      required: "user_id",
    },
    scheduled_promoted_posts: {
      create: async (ads, accountId) => ({
        line_item_id: await lineItem(ads, accountId, { objective: "ENGAGEMENTS" }),
        scheduled_post_id: await scheduledPost(ads, accountId),
      }),
      bad: [{ param: "scheduled_post_id", value: long, code: "INVALID_PARAMETER" }],
      required: "scheduled_post_id",
    },
    media_creatives: {
      create: async (ads, accountId) => ({
        line_item_id: await lineItem(ads, accountId, {
          objective: "PREROLL_VIEWS",
          product_type: "MEDIA",
          placements: "PUBLISHER_NETWORK",
          categories: "abc-1",
        }),
        account_media_id: await prerollMedia(ads, accountId),
      }),
      bad: [{ param: "landing_url", value: "not a url", code: "INVALID_PARAMETER" }],
      required: "account_media_id",
    },
    line_item_curated_categories: {
      create: async (ads, accountId) => ({
        line_item_id: await lineItem(ads, accountId),
        curated_category_id: "cc1010",
      }),
      update: { curated_category_id: "cc1012" },
      bad: [{ param: "curated_category_id", value: long, code: "INVALID_PARAMETER" }],
      required: "curated_category_id",
    },
  };
}
