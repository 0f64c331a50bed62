import type { Operation } from "../ads-kernel/operation";
import { resourceOperations } from "../ads-kernel/resource-operations";
import { RESOURCES } from "./resources";
import { accountOperations } from "./accounts/routes";
import { referenceOperations } from "./reference/routes";
import { targetingOptionOperations } from "./targeting-options/catalogs";
import { accountUserOperations } from "./accounts/user-operations";
import { featureOperations } from "./accounts/features";
import { taxSettingsOperations } from "./accounts/tax-settings";
import { appsHistoryOperations } from "./accounts/apps-history";
import { userSettingsOperations } from "./accounts/user-settings";
import { cardsAllOperations } from "./cards/all";
import { categoryOperations } from "./reference/catalogs";
import { curatedCategoryOperations } from "./curated-categories/operations";
import { recommendationOperations } from "./recommendations/operations";

import { mediaLibraryOperations } from "./media-library/operations";
import { accountMediaOperations } from "./account-media/operations";

import { postsFamilyOperations } from "./posts/operations";
import { postPreviewOperation } from "./previews/operation";
import { audienceEstimateOperation } from "../audiences/audience-estimate/operation";
import { keywordInsightsOperation } from "./insights/operation";
import { audienceOperations, NESTED_RESOURCES } from "../audiences/custom-audiences/operations";
import { copyOperations } from "./copy/operations";
import { analyticsOperations } from "./analytics/operations";
import { advanceDeliveryOperation } from "./delivery/operation";
import { deliveryClockOperation } from "./delivery/clock-operation";

/**
 * The registry: every operation of the advertising interface, generated from a resource declaration
 * or declared beside them. The router mounts these, the OpenAPI document and the reference page
 * describe these, and a test checks that the two agree.
 */
const DECLARED = [
  ...accountOperations,
  ...accountUserOperations,
  ...featureOperations,
  ...taxSettingsOperations,
  ...appsHistoryOperations,
  ...userSettingsOperations,
  ...referenceOperations,
  ...categoryOperations,
  ...curatedCategoryOperations,
  ...recommendationOperations,
  ...targetingOptionOperations,
  ...cardsAllOperations,

  ...mediaLibraryOperations,
  ...accountMediaOperations,

  ...postsFamilyOperations,
  postPreviewOperation,
  audienceEstimateOperation,
  keywordInsightsOperation,
  ...audienceOperations,
  ...copyOperations,
  ...analyticsOperations,
  advanceDeliveryOperation,
  deliveryClockOperation,
];

/** The operations declared beside the resources, each with its declared types (TypedOperation). */
export type DeclaredOperation = (typeof DECLARED)[number];

export const OPERATIONS: Operation[] = [
  ...DECLARED,
  ...NESTED_RESOURCES.flatMap(resourceOperations),
  ...RESOURCES.flatMap(resourceOperations),
];
