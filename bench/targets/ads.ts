import type { Scenario } from "../scenario";
import { adsCampaignGet } from "./ads-get";
import { adsCampaignList } from "./ads-list";
import { adsCampaignPages } from "./ads-pages";
import { adsCampaignBatch } from "./ads-batch";
import { targetingBatch } from "./targeting-batch";

/**
 * The advertising interface under load, OAuth 1.0a user context like every third-party caller:
 * one campaign (against a bare baseline doing the same SQL), a 1,000-campaign page, page 1 against
 * page 100 of a 100,000-campaign account, a 40-item batch create and a 500-item targeting batch.
 */
export const ADS_SCENARIOS: Scenario[] = [
  adsCampaignGet,
  adsCampaignList,
  adsCampaignPages,
  adsCampaignBatch,
  targetingBatch,
];
