import type { z } from "zod";
import type {
  accessRecordSchema,
  accountRecordSchema,
  accountUserRecordSchema,
  historyRecordSchema,
} from "@/lib/ads/accounts/record";
import type { campaignRecordSchema } from "@/lib/ads/campaigns/record";
import type { fundingRecordSchema } from "@/lib/ads/funding-instruments/record";
import type { lineItemRecordSchema } from "@/lib/ads/line-items/record";
import type { mediaLibraryRecord } from "@/lib/ads/media-library/record";
import type { trackingTagRecord } from "@/lib/ads/tracking-tags/record";

/**
 * Records of the advertising interface (v12) as the console reads them: the interface's own record
 * schemas (the ones its handlers answer with and OpenAPI documents), so a field added or renamed
 * there is a type error here. Type-only imports: no schema reaches the browser bundle through this
 * file. Money is integer micros.
 */
export type AdAccount = z.output<typeof accountRecordSchema>;
export type AccountAccess = z.output<typeof accessRecordSchema>;
export type FundingInstrument = z.output<typeof fundingRecordSchema>;
export type Campaign = z.output<typeof campaignRecordSchema>;
export type LineItem = z.output<typeof lineItemRecordSchema>;
export type AccountUser = z.output<typeof accountUserRecordSchema>;
export type HistoryEntry = z.output<typeof historyRecordSchema>;
export type LibraryMedia = z.output<typeof mediaLibraryRecord>;
export type TrackingTag = z.output<typeof trackingTagRecord>;
