"use client";

import { refusesPosts } from "@/lib/ads/promoted-posts/rules";
import { useAdsList } from "@/components/ads/resource-hooks";
import { humanize } from "@/components/ads/status-badge";
import type { AdAccount, LineItem } from "@/components/ads/types";
import { AttachmentSection, type AttachmentSpec } from "./attachment-section";
import { PostChooser } from "./post-chooser";

/** FACTS: the promoted post record (post_id may be a promoted-only repost of source_post_id). */
export type PromotedPost = {
  id: string;
  line_item_id: string;
  post_id: string;
  source_post_id?: string;
  entity_status: string;
  approval_status: string;
};

/** Posts this line item promotes: chosen with previews, several at once; detached after confirming. */
export function PromotedPostsSection(props: {
  account: AdAccount;
  lineItem: LineItem;
  canWrite: boolean;
}) {
  const { account, lineItem } = props;
  const posts = useAdsList(account, "GET /12/accounts/:account_id/posts", {
    params: { post_type: "PUBLISHED", timeline_type: "ALL", count: 200 },
  });
  const promoted = useAdsList(account, "GET /12/accounts/:account_id/promoted_posts", {
    params: { line_item_ids: lineItem.id },
  });
  const textOf = (pp: PromotedPost) => {
    const p = posts.data?.find(
      (x) => x.id === (pp.source_post_id ?? pp.post_id) || x.id === pp.post_id,
    );
    return p ? p.full_text || "Media only" : `Post ${pp.post_id}`;
  };
  const refused = refusesPosts(lineItem);
  const spec: AttachmentSpec<"promoted_posts"> = {
    resource: "promoted_posts",
    title: "Promoted posts",
    noun: "promoted post",
    rowLabel: (pp) => `post ${textOf(pp).slice(0, 40)}`,
    empty: refused ?? "No promoted posts yet: add posts for this line item to serve.",
    columns: [
      {
        key: "post",
        header: "Post",
        rowHeader: true,
        sortValue: textOf,
        cell: (pp) => <span className="break-words">{textOf(pp)}</span>,
      },
      {
        key: "id",
        header: "Post id",
        cell: (pp) => <span className="font-mono text-xs">{pp.post_id}</span>,
      },
      {
        key: "status",
        header: "Approval",
        sortValue: (pp) => pp.approval_status,
        cell: (pp) => humanize(pp.approval_status),
      },
    ],
    add: refused
      ? undefined
      : {
          label: "Promote posts",
          wide: true,
          description:
            "Choose one or several of the account's published posts; they are promoted together.",
          form: (done) => (
            <PostChooser
              account={account}
              lineItem={lineItem}
              promoted={(promoted.data ?? []).flatMap((pp) => [
                pp.post_id,
                pp.source_post_id ?? pp.post_id,
              ])}
              onDone={done}
            />
          ),
        },
    remove: {
      key: "DELETE /12/accounts/:account_id/promoted_posts/:promoted_post_id",
      verb: "Detach",
      explain: (pp) => (
        <p>
          “{textOf(pp).slice(0, 80)}” stops being promoted by this line item. The post itself stays
          published.
        </p>
      ),
    },
  };
  return <AttachmentSection {...props} spec={spec} />;
}
