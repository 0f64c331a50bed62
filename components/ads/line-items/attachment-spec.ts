import type { ReactNode } from "react";
import type { Column } from "@/components/data/data-table";
import type { AdsKey, ListRow } from "@/components/ads/ads-client";

/** The account resources a line item carries, each listed by line_item_ids. */
export type Attachment =
  "tracking_tags" | "promoted_accounts" | "media_creatives" | "promoted_posts";
export const attachmentList = <N extends Attachment>(n: N) =>
  `GET /12/accounts/:account_id/${n}` as const;
/** One attachment as its list answers it. */
export type AttachmentRow<N extends Attachment> = ListRow<ReturnType<typeof attachmentList<N>>> & {
  id: string;
};

/** What a line item's attachment section is made of: each kind is one of these (tracking-tags-section.tsx). */
export type AttachmentSpec<N extends Attachment> = {
  resource: N;
  title: string;
  noun: string;
  columns: Column<AttachmentRow<N>>[];
  rowLabel: (r: AttachmentRow<N>) => string;
  empty: string;
  add?: {
    label: string;
    description?: string;
    /** A wide dialog (a chooser with previews). */
    wide?: boolean;
    form: (done: () => void) => ReactNode;
  };
  edit?: (r: AttachmentRow<N>, done: () => void) => ReactNode;
  remove?: {
    /** The route that removes one: "DELETE /12/accounts/:account_id/tracking_tags/:tracking_tag_id". */
    key: Extract<AdsKey, `DELETE /12/accounts/:account_id/${N}/${string}`>;
    verb: string;
    explain: (r: AttachmentRow<N>) => ReactNode;
  };
};
