"use client";

import { BackHeading } from "@/components/ui/back-heading";
import { QueryState } from "@/components/data/query-state";
import { useAdAccount, usePermissions } from "@/components/ads/account-context";
import { lineItemName } from "@/components/ads/line-items/line-items";
import { useAdsGet } from "@/components/ads/resource-hooks";
import { campaignsHref } from "./links";
import { LineItemSummary } from "./line-item-summary";
import { TargetingSection } from "@/components/targeting/targeting-section";
import { AccessGate } from "@/components/ads/access-notice";
import { MediaCreativesSection } from "./media-creatives-section";
import { PromotedAccountsSection } from "./promoted-accounts-section";
import { PromotedPostsSection } from "./promoted-posts-section";
import { TrackingTagsSection } from "./tracking-tags-section";
import { LineItemMetrics } from "./line-item-metrics";
import { SegmentsCard } from "./segments-card";
import { useMetricsRange } from "../analytics/use-range";
import { useAccountNow } from "../analytics/use-now";

const NOT_FOUND = {
  title: "Line item not found",
  message:
    "It may have been deleted, or it belongs to another account. Pick it again from the campaigns.",
};

/**
 * A line item's own page: what it is (summary) and what it carries, one section each. The account
 * comes from the ads frame (the path /console/ads/<account>/line-items/<id>), so a link names both.
 */
export function LineItemPage({ id }: { id: string }) {
  const account = useAdAccount();
  const { canWriteCampaigns } = usePermissions(account);
  const clock = useAccountNow(account);
  const range = useMetricsRange(account.timezone, clock.now);
  const lineItem = useAdsGet(account, "GET /12/accounts/:account_id/line_items/:line_item_id", {
    ids: { line_item_id: id },
  });
  return (
    <div className="space-y-8">
      <BackHeading
        href={campaignsHref(account.id, range.chosen)}
        back="Campaigns"
        title={lineItem.data ? lineItemName(lineItem.data) : "Line item"}
      />
      <QueryState
        query={lineItem}
        loading="Loading the line item"
        failed="Could not load the line item"
        notFound={NOT_FOUND}
      >
        {(li) => (
          <>
            <LineItemSummary account={account} lineItem={li} />
            <LineItemMetrics account={account} lineItem={li} r={range} clock={clock} />
            <SegmentsCard
              key={`${range.range.start}/${range.range.end}`}
              account={account}
              lineItem={li}
              range={range.range}
              now={clock.now}
            />
            <TargetingSection account={account} lineItem={li} canWrite={canWriteCampaigns} />
            <PromotedPostsSection account={account} lineItem={li} canWrite={canWriteCampaigns} />
            <PromotedAccountsSection account={account} lineItem={li} canWrite={canWriteCampaigns} />
            <TrackingTagsSection account={account} lineItem={li} canWrite={canWriteCampaigns} />
            {/* Media creatives are creatives: a level without creatives.read is told so, not refused. */}
            <AccessGate needs="creatives.read" what="the media creatives of its line items">
              <MediaCreativesSection account={account} lineItem={li} canWrite={canWriteCampaigns} />
            </AccessGate>
          </>
        )}
      </QueryState>
    </div>
  );
}
