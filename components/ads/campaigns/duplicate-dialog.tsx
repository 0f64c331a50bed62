"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { errorItems, mapErrorItems } from "@/components/forms/server-errors";
import { copiedSummary, type Duplicating } from "./duplicate-model";
import { useCopyCampaign, useCopyLineItem } from "../mutations";
import type { AdAccount, Campaign } from "../types";

const FIELDS = { campaign_id: { name: "campaign_id", label: "Copy into campaign" } };

/**
 * Duplicate a campaign (with its line items) or a line item (into its campaign or another one):
 * says the copy will be paused and what comes along; a refusal (an audience no longer shared, a
 * limit, a rule) stays in the dialog in the form's words, on the campaign field where it belongs.
 */
export function DuplicateDialog({
  account,
  duplicating,
  campaigns,
  onClose,
}: {
  account: AdAccount;
  duplicating: Duplicating;
  campaigns: Campaign[];
  onClose: () => void;
}) {
  const toast = useToast();
  const copyCampaign = useCopyCampaign(account);
  const copyLine = useCopyLineItem(account);
  const [target, setTarget] = useState<{ for: string; id: string } | null>(null);
  const line = duplicating?.kind === "line" ? duplicating : null;
  const mutation = line ? copyLine : copyCampaign;
  // The chosen campaign belongs to the line item it was chosen for; another opening starts afresh.
  const campaignId =
    line && target?.for === line.lineItem.id ? target.id : (line?.campaign.id ?? "");
  // A refusal that names the campaign goes on its field; the dialog says the rest (errorFields).
  const campaignError =
    line && mutation.isError
      ? mapErrorItems(errorItems(mutation.error), FIELDS).fields[0]?.message
      : undefined;
  const close = () => {
    copyCampaign.reset();
    copyLine.reset();
    setTarget(null);
    onClose();
  };
  const done = (r: Parameters<typeof copiedSummary>[0]) => {
    toast(copiedSummary(r));
    close();
  };
  const confirm = () => {
    if (!duplicating) return;
    if (line) copyLine.mutate({ id: line.lineItem.id, campaignId }, { onSuccess: done });
    else copyCampaign.mutate(duplicating.campaign.id, { onSuccess: done });
  };
  const name = line ? line.lineItem.name : (duplicating?.campaign.name ?? "");
  return (
    <ConfirmDialog
      open={Boolean(duplicating)}
      title={line ? "Duplicate this line item?" : "Duplicate this campaign?"}
      confirmLabel={line ? "Duplicate line item" : "Duplicate campaign"}
      danger={false}
      pending={mutation.isPending}
      error={mutation.error}
      errorTitle={line ? "The line item was not copied" : "The campaign was not copied"}
      errorFields={line ? FIELDS : {}}
      onCancel={close}
      onConfirm={confirm}
    >
      <p>
        A copy of <strong className="text-zinc-900">{name}</strong>
        {line ? "" : " and its line items"} is made as “{name} (copy)”. It is{" "}
        <strong className="text-zinc-900">paused</strong> (a draft stays a draft): it does not spend
        until you resume it.
      </p>
      <p className="mt-2">
        Targeting, tracking tags, promoted posts and accounts, media creatives and the curated
        category come along; scheduled promoted posts and history do not.
      </p>
      {line && (
        <div className="mt-4 text-left">
          <Field label={FIELDS.campaign_id.label} error={campaignError}>
            {(control) => (
              <Select
                {...control}
                value={campaignId}
                onChange={(e) => setTarget({ for: line.lineItem.id, id: e.target.value })}
              >
                {campaigns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.id === line.campaign.id ? " (its campaign)" : ""}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
    </ConfirmDialog>
  );
}
