"use client";

import { refusesMedia } from "@/lib/ads/media-creatives/rules";
import { humanize } from "@/components/ads/status-badge";
import type { AdAccount, LineItem } from "@/components/ads/types";
import { AttachmentSection, type AttachmentSpec } from "./attachment-section";
import { MediaCreativeForm } from "./media-creative-form";

/** FACTS: the media creative record. */
type MediaCreative = {
  id: string;
  line_item_id: string;
  account_media_id: string;
  creative_type: string;
  landing_url: string | null;
  approval_status: string;
};

/** Account media served by the line item (pre-roll, or display on the audience network). */
export function MediaCreativesSection(props: {
  account: AdAccount;
  lineItem: LineItem;
  canWrite: boolean;
}) {
  const { account, lineItem } = props;
  const refused = refusesMedia(lineItem);
  const label = (m: MediaCreative) => `${humanize(m.creative_type)} ${m.account_media_id}`;
  const spec: AttachmentSpec<"media_creatives"> = {
    resource: "media_creatives",
    title: "Media creatives",
    noun: "media creative",
    rowLabel: label,
    empty: refused ? `${refused} This one is not such a line item.` : "No media creatives yet.",
    columns: [
      {
        key: "type",
        header: "Type",
        rowHeader: true,
        sortValue: (m) => m.creative_type,
        cell: (m) => humanize(m.creative_type),
      },
      {
        key: "media",
        header: "Account media",
        cell: (m) => <span className="font-mono text-xs">{m.account_media_id}</span>,
      },
      {
        key: "url",
        header: "Landing URL",
        cell: (m) => <span className="break-all text-xs">{m.landing_url ?? "—"}</span>,
      },
    ],
    add: refused
      ? undefined
      : {
          label: "Add media creative",
          form: (done) => <MediaCreativeForm account={account} lineItem={lineItem} onDone={done} />,
        },
    remove: {
      key: "DELETE /12/accounts/:account_id/media_creatives/:media_creative_id",
      verb: "Delete",
      explain: (m) => <p>{label(m)} will no longer serve on this line item.</p>,
    },
  };
  return <AttachmentSection {...props} spec={spec} />;
}
