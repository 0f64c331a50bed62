import type { ResourceDecl } from "../ads-kernel/resource";
import { fundingInstrumentsResource } from "./funding-instruments/resource";
import { campaignsResource } from "./campaigns/resource";
import { lineItemsResource } from "./line-items/resource";
import { trackingTagsResource } from "./tracking-tags/resource";
import { targetingCriteriaResource } from "./targeting-criteria/resource";
import { cardsResource } from "./cards/resource";
import {
  imageConversationCardsResource,
  videoConversationCardsResource,
} from "./conversation-cards/resource";
import { promotedPostsResource } from "./promoted-posts/resource";
import { promotedAccountsResource } from "./promoted-accounts/resource";
import { scheduledPromotedPostsResource } from "./scheduled-promoted-posts/resource";
import { mediaCreativesResource } from "./media-creatives/resource";
import { lineItemCuratedCategoriesResource } from "./curated-categories/resource";
import { customAudiencesResource } from "../audiences/custom-audiences/resource";

const DECLARED = [
  fundingInstrumentsResource,
  campaignsResource,
  lineItemsResource,
  trackingTagsResource,
  targetingCriteriaResource,
  cardsResource,
  imageConversationCardsResource,
  videoConversationCardsResource,
  promotedPostsResource,
  promotedAccountsResource,
  scheduledPromotedPostsResource,
  mediaCreativesResource,
  lineItemCuratedCategoriesResource,
  customAudiencesResource,
];

/** Every declared account-scoped resource; routes, batch, contract tests and OpenAPI read this list. */
export const RESOURCES: ResourceDecl[] = DECLARED;
/** The same resources with their declared types (Resource's `routes`): the typed client reads them. */
export type DeclaredResource = (typeof DECLARED)[number];
