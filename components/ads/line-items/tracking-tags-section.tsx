"use client";

import { humanize } from "@/components/ads/status-badge";
import type { AdAccount, LineItem, TrackingTag } from "@/components/ads/types";
import { AttachmentSection, type AttachmentSpec } from "./attachment-section";
import { TrackingTagForm } from "./tracking-tag-form";

const label = (t: TrackingTag) => `${humanize(t.tracking_tag_type)} ${t.tracking_tag_url}`;

/** Third-party impression and click trackers of the line item. */
export function TrackingTagsSection(props: {
  account: AdAccount;
  lineItem: LineItem;
  canWrite: boolean;
}) {
  const { account, lineItem } = props;
  const spec: AttachmentSpec<"tracking_tags"> = {
    resource: "tracking_tags",
    title: "Tracking tags",
    noun: "tracking tag",
    rowLabel: label,
    empty: "No tracking tags: impressions and clicks are measured by the platform only.",
    columns: [
      {
        key: "type",
        header: "Type",
        rowHeader: true,
        sortValue: (t) => t.tracking_tag_type,
        cell: (t) => humanize(t.tracking_tag_type),
      },
      {
        key: "url",
        header: "URL",
        sortValue: (t) => t.tracking_tag_url,
        cell: (t) => <span className="break-all font-mono text-xs">{t.tracking_tag_url}</span>,
      },
    ],
    add: {
      label: "Add tracking tag",
      description: "A third-party pixel or click tracker called for this line item's ads.",
      form: (done) => <TrackingTagForm account={account} lineItemId={lineItem.id} onDone={done} />,
    },
    edit: (t, done) => (
      <TrackingTagForm account={account} lineItemId={lineItem.id} tag={t} onDone={done} />
    ),
    remove: {
      key: "DELETE /12/accounts/:account_id/tracking_tags/:tracking_tag_id",
      verb: "Delete",
      explain: (t) => (
        <p>
          <span className="break-all font-mono text-xs text-zinc-900">{t.tracking_tag_url}</span>{" "}
          will no longer be called for this line item&apos;s ads.
        </p>
      ),
    },
  };
  return <AttachmentSection {...props} spec={spec} />;
}
