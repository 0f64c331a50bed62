/**
 * The ids the operations' worked calls name (lib/ads-kernel/example.ts), one per kind of record, so
 * that every example speaks of the same account, campaign, line item...: the campaign a line item's
 * example names is the campaign's own example. Distinct from one another, as e2e/support/live-calls.ts
 * replaces each by a record made from its resource's example.
 */
import { EXAMPLE_ACCOUNT_ID as ACCOUNT_ID } from "../ads-kernel/example";

export { ACCOUNT_ID };

export const FUNDING_INSTRUMENT_ID = "1866030871233019911";
export const CAMPAIGN_ID = "1866030871233019912";
export const LINE_ITEM_ID = "1866030871233019913";
export const TRACKING_TAG_ID = "1866030871233019914";
export const TARGETING_CRITERION_ID = "1866030871233019915";
export const CARD_ID = "1866030871233019916";
export const CONVERSATION_CARD_ID = "1866030871233019917";
export const VIDEO_CONVERSATION_CARD_ID = "1866030871233019928";
export const PROMOTED_POST_ID = "1866030871233019918";
export const PROMOTED_ACCOUNT_ID = "1866030871233019919";
export const SCHEDULED_PROMOTED_POST_ID = "1866030871233019920";
export const MEDIA_CREATIVE_ID = "1866030871233019921";
export const LINE_ITEM_CURATED_CATEGORY_ID = "1866030871233019922";
export const ACCOUNT_MEDIA_ID = "1866030871233019923";
export const POST_ID = "1866030871233019924";
export const DRAFT_POST_ID = "1866030871233019925";
export const SCHEDULED_POST_ID = "1866030871233019926";
export const RECOMMENDATION_ID = "1866030871233019927";
/** The account's user (FULL promotable user, author of its posts). */
export const USER_ID = "1866030871233019930";
/** Another user, granted access to the account. */
export const OTHER_USER_ID = "1866030871233019931";
export const MEDIA_KEY = "3_1866030871233019940";
export const VIDEO_MEDIA_KEY = "13_1866030871233019941";
/** A curated category of the catalogue (lib/ads/curated-categories). */
export const CURATED_CATEGORY_ID = "cc1010";
export const PROMOTABLE_USER_ID = "1866030871233019932";
export const STATS_JOB_ID = "1866030871233019933";

/** The path of an operation on the example account alone. */
export const ON_ACCOUNT = { account_id: ACCOUNT_ID };
