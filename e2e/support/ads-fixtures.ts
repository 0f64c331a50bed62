import type { AdsClient } from "./ads";
import { FIXTURE_MEDIA, seedLibraryMedia } from "./seeded-media";
import { attachFixtures } from "./ads-fixtures-attach";
import { customAudiencesFixture } from "./ads-fixtures-audiences";

/**
 * Valid and invalid inputs for each declared resource, used by the generated contract suite.
 * `create` may make the parents it needs (a campaign needs a funding instrument, and so on).
 */
type Params = Record<string, string | number | boolean | unknown[]>;
export type Fixture = {
  create: (ads: AdsClient, accountId: string) => Promise<Params>;
  update?: Params;
  /** One bad value for each kind of parameter the resource takes. */
  bad: { param: string; value: string; code: "INVALID_PARAMETER" | "MISSING_PARAMETER" }[];
  /** A required parameter to leave out. */
  required: string;
};

/** A conversation card's parameters around its media (library media of the right size and kind). */
const conversation = (media_key: string): Params => ({
  name: `Conversation ${++seq}`,
  first_cta: "#Yes",
  first_cta_post: "Yes, please",
  title: "Shall we?",
  thank_you_text: "Thank you",
  media_key,
});
const conversationBad: Fixture["bad"] = [
  { param: "first_cta", value: "two words", code: "INVALID_PARAMETER" },
  { param: "thank_you_text", value: "t".repeat(24), code: "INVALID_PARAMETER" },
  { param: "thank_you_url", value: "not a url", code: "INVALID_PARAMETER" },
];

let seq = 0;
const future = () => new Date(Date.UTC(2027, 0, 1)).toISOString();

async function ok(
  p: Promise<{ status: number; body: { data: { id: string } } }>,
  what: string,
): Promise<string> {
  const r = await p;
  if (r.status !== 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.id;
}

export const fundingInstrument = (ads: AdsClient, accountId: string) =>
  ok(
    ads.post(`accounts/${accountId}/funding_instruments`, {
      type: "CREDIT_LINE",
      currency: "USD",
      start_time: "2026-01-01T00:00:00Z",
      credit_limit_local_micro: 1_000_000_000,
    }) as never,
    "funding instrument",
  );

export const campaign = async (ads: AdsClient, accountId: string, extra: Params = {}) =>
  ok(
    ads.post(`accounts/${accountId}/campaigns`, {
      funding_instrument_id: await fundingInstrument(ads, accountId),
      name: `Campaign ${++seq}`,
      daily_budget_amount_local_micro: 5_000_000,
      ...extra,
    }) as never,
    "campaign",
  );

export const lineItem = async (ads: AdsClient, accountId: string, extra: Params = {}) =>
  ok(
    ads.post(`accounts/${accountId}/line_items`, {
      campaign_id: await campaign(ads, accountId),
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: "ALL_ON_SVC",
      start_time: future(),
      ...extra,
    }) as never,
    "line item",
  );

export const FIXTURES: Record<string, Fixture> = {
  funding_instruments: {
    create: async () => ({
      type: "CREDIT_LINE",
      currency: "EUR",
      start_time: "2026-02-01T00:00:00Z",
      credit_limit_local_micro: 2_000_000_000,
    }),
    bad: [
      { param: "type", value: "GIFT_CARD", code: "INVALID_PARAMETER" },
      { param: "start_time", value: "yesterday", code: "INVALID_PARAMETER" },
      { param: "credit_limit_local_micro", value: "12.5", code: "INVALID_PARAMETER" },
      { param: "currency", value: "dollars", code: "INVALID_PARAMETER" },
    ],
    required: "currency",
  },
  campaigns: {
    create: async (ads, accountId) => ({
      funding_instrument_id: await fundingInstrument(ads, accountId),
      name: `Contract ${++seq}`,
      daily_budget_amount_local_micro: 10_000_000,
      total_budget_amount_local_micro: 100_000_000,
    }),
    update: { name: "Renamed", entity_status: "PAUSED" },
    bad: [
      { param: "daily_budget_amount_local_micro", value: "ten", code: "INVALID_PARAMETER" },
      { param: "entity_status", value: "RUNNING", code: "INVALID_PARAMETER" },
      { param: "standard_delivery", value: "maybe", code: "INVALID_PARAMETER" },
      { param: "name", value: "x".repeat(256), code: "INVALID_PARAMETER" },
    ],
    required: "name",
  },
  line_items: {
    create: async (ads, accountId) => ({
      campaign_id: await campaign(ads, accountId),
      name: `Line ${++seq}`,
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: "ALL_ON_SVC",
      start_time: future(),
    }),
    update: {
      name: "Renamed line",
      entity_status: "PAUSED",
      bid_strategy: "TARGET",
      bid_amount_local_micro: 2_000_000,
    },
    bad: [
      { param: "objective", value: "FAME", code: "INVALID_PARAMETER" },
      { param: "placements", value: "MOON", code: "INVALID_PARAMETER" },
      { param: "start_time", value: "2026-13-45", code: "INVALID_PARAMETER" },
      { param: "bid_amount_local_micro", value: "-5", code: "INVALID_PARAMETER" },
    ],
    required: "objective",
  },
  tracking_tags: {
    create: async (ads, accountId) => ({
      line_item_id: await lineItem(ads, accountId),
      tracking_tag_type: "IMPRESSION_TAG",
      tracking_tag_url: `https://tracker.example/pixel?c=${++seq}`,
    }),
    update: { tracking_tag_url: "https://tracker.example/pixel?c=renamed" },
    bad: [
      { param: "tracking_tag_type", value: "VIEW_TAG", code: "INVALID_PARAMETER" },
      {
        param: "tracking_tag_url",
        value: "http://tracker.example/plain",
        code: "INVALID_PARAMETER",
      },
      { param: "tracking_tag_url", value: "not a url", code: "INVALID_PARAMETER" },
    ],
    required: "tracking_tag_type",
  },
  targeting_criteria: {
    // A line item of its own per record, so no two fixtures' criteria meet the one-value-once rule.
    create: async (ads, accountId) => ({
      line_item_id: await lineItem(ads, accountId),
      targeting_type: "LOCATION",
      targeting_value: "US",
    }),
    bad: [
      { param: "targeting_value", value: "Atlantis", code: "INVALID_PARAMETER" },
      { param: "operator_type", value: "NOT", code: "INVALID_PARAMETER" },
      { param: "targeting_value", value: "x".repeat(256), code: "INVALID_PARAMETER" },
    ],
    required: "targeting_value",
  },
  cards: {
    create: async (ads, accountId) => ({
      name: `Card ${++seq}`,
      components: [
        {
          type: "MEDIA",
          media_key: await seedLibraryMedia(ads, accountId, FIXTURE_MEDIA["image-800x419.png"]),
        },
        {
          type: "DETAILS",
          title: "Read more",
          destination: { type: "WEBSITE", url: "https://a.example" },
        },
      ],
    }),
    update: { name: "Renamed card" },
    bad: [
      { param: "name", value: "x".repeat(81), code: "INVALID_PARAMETER" },
      { param: "components", value: "[]", code: "INVALID_PARAMETER" },
    ],
    required: "name",
  },
  "cards/image_conversation": {
    create: async (ads, accountId) =>
      conversation(await seedLibraryMedia(ads, accountId, FIXTURE_MEDIA["image-800x419.png"])),
    update: { name: "Renamed conversation" },
    bad: conversationBad,
    required: "first_cta",
  },
  "cards/video_conversation": {
    create: async (ads, accountId) =>
      conversation(await seedLibraryMedia(ads, accountId, FIXTURE_MEDIA["video-16x9.mp4"])),
    update: { name: "Renamed conversation" },
    bad: conversationBad,
    required: "first_cta",
  },
  ...attachFixtures(lineItem),
  custom_audiences: customAudiencesFixture,
};
