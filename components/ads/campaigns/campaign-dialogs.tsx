"use client";

import { QueryState } from "@/components/data/query-state";
import { CampaignForm } from "./campaign-form";
import { DeleteDialog, type Deleting } from "../delete-dialog";
import { DuplicateDialog } from "./duplicate-dialog";
import type { Duplicating } from "./duplicate-model";
import { FormDialog } from "../form-dialog";
import { LineItemForm } from "../line-items/line-item-form";
import { lineItemName } from "../line-items/line-items";
import { useFundingInstruments } from "../queries";
import type { AdAccount, Campaign, LineItem } from "../types";

export type Editor =
  | { kind: "campaign"; campaign?: Campaign }
  | { kind: "line"; campaign: Campaign; lineItem?: LineItem }
  | { kind: "duplicate"; what: NonNullable<Duplicating> }
  | null;

type Props = {
  account: AdAccount;
  /** The targets a duplicated line item may go into. */
  campaigns: Campaign[];
  editor: Editor;
  deleting: Deleting;
  onClose: () => void;
};

/** The campaign page's dialogs: the campaign and line item forms, Duplicate, the delete confirmation. */
export function CampaignDialogs({ account, campaigns, editor, deleting, onClose }: Props) {
  const funding = useFundingInstruments(account);
  const line = editor?.kind === "line" ? editor : null;
  const campaign = editor?.kind === "campaign" ? editor : null;
  return (
    <>
      <FormDialog
        open={Boolean(campaign)}
        onClose={onClose}
        title={campaign?.campaign ? `Edit ${campaign.campaign.name}` : "New campaign"}
      >
        {/* The form picks its default funding instrument when it mounts: wait for the list. */}
        {campaign && (
          <QueryState
            query={funding}
            loading="Loading funding instruments"
            failed="Could not load the funding instruments"
          >
            {(list) => (
              <CampaignForm
                account={account}
                campaign={campaign.campaign}
                funding={list}
                onDone={onClose}
              />
            )}
          </QueryState>
        )}
      </FormDialog>
      <FormDialog
        open={Boolean(line)}
        onClose={onClose}
        wide
        title={
          line ? (line.lineItem ? `Edit ${lineItemName(line.lineItem)}` : "New line item") : ""
        }
        description={line ? `In campaign ${line.campaign.name}` : undefined}
      >
        {line && (
          <LineItemForm
            account={account}
            campaign={line.campaign}
            lineItem={line.lineItem}
            onDone={onClose}
          />
        )}
      </FormDialog>
      <DuplicateDialog
        account={account}
        campaigns={campaigns}
        duplicating={editor?.kind === "duplicate" ? editor.what : null}
        onClose={onClose}
      />
      <DeleteDialog account={account} deleting={deleting} onClose={onClose} />
    </>
  );
}
