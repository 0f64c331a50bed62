"use client";

import {
  acceptsAccounts,
  ACCEPTING_OBJECTIVE,
  ACCEPTING_PRODUCT,
} from "@/lib/ads/promoted-accounts/rules";
import { usePostAuthors } from "@/components/ads/posts/post-data";
import { humanize } from "@/components/ads/status-badge";
import type { AdAccount, LineItem } from "@/components/ads/types";
import { AttachmentSection, type AttachmentSpec } from "./attachment-section";
import { PromotedAccountForm } from "./promoted-account-form";
import { Card } from "@/components/ui/card";

/** FACTS: the promoted account record. */
type PromotedAccount = {
  id: string;
  line_item_id: string;
  user_id: string;
  entity_status: string;
  approval_status: string;
};

/**
 * Accounts this line item promotes. Only PROMOTED_ACCOUNT or FOLLOWERS line items take them (the
 * interface's rule, promoted-accounts/rules.ts): other line items say so instead of listing.
 */
export function PromotedAccountsSection(props: {
  account: AdAccount;
  lineItem: LineItem;
  canWrite: boolean;
}) {
  const { account, lineItem } = props;
  const { authors } = usePostAuthors(account);
  if (!acceptsAccounts(lineItem))
    return (
      <Card title="Promoted accounts" className="space-y-2">
        <p className="text-sm text-zinc-600">
          This line item does not promote accounts. Promoted accounts go on line items of the
          product “{humanize(ACCEPTING_PRODUCT)}” or with the objective “
          {humanize(ACCEPTING_OBJECTIVE)}”.
        </p>
      </Card>
    );
  const nameOf = (pa: PromotedAccount) => {
    const a = authors.find((x) => x.user_id === pa.user_id);
    return a ? `@${a.screen_name}` : `User ${pa.user_id}`;
  };
  const spec: AttachmentSpec<"promoted_accounts"> = {
    resource: "promoted_accounts",
    title: "Promoted accounts",
    noun: "promoted account",
    rowLabel: nameOf,
    empty: "No promoted accounts yet.",
    columns: [
      { key: "user", header: "Account", rowHeader: true, sortValue: nameOf, cell: nameOf },
      { key: "status", header: "Approval", cell: (pa) => humanize(pa.approval_status) },
    ],
    add: {
      label: "Promote an account",
      form: (done) => (
        <PromotedAccountForm account={account} lineItemId={lineItem.id} onDone={done} />
      ),
    },
    remove: {
      key: "DELETE /12/accounts/:account_id/promoted_accounts/:promoted_account_id",
      verb: "Detach",
      explain: (pa) => <p>{nameOf(pa)} stops being promoted by this line item.</p>,
    },
  };
  return <AttachmentSection {...props} spec={spec} />;
}
