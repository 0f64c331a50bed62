import type { ResourceDecl } from "./kernel/resource";
import { fundingInstrumentsResource } from "./funding-instruments/resource";
import { campaignsResource } from "./campaigns/resource";
import { lineItemsResource } from "./line-items/resource";
import { trackingTagsResource } from "./tracking-tags/resource";
import { cardsResource } from "./cards/resource";
import {
  imageConversationCardsResource,
  videoConversationCardsResource,
} from "./conversation-cards/resource";

/** Every declared account-scoped resource; routes, batch, contract tests and OpenAPI read this list. */
export const RESOURCES: ResourceDecl[] = [
  fundingInstrumentsResource,
  campaignsResource,
  lineItemsResource,
  trackingTagsResource,
  cardsResource,
  imageConversationCardsResource,
  videoConversationCardsResource,
];
