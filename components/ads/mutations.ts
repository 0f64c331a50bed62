"use client";

import { adsKeys } from "./queries";
import { useAdsCall, useAdsDelete, useAdsSave, useAdsWrite, type Acct } from "./resource-hooks";
import { adsApi } from "./ads-client";

export type Status = "ACTIVE" | "PAUSED";

const A = "/12/accounts/:account_id" as const;

export const useCreateFunding = (account: Acct) =>
  useAdsCall(account, `POST ${A}/funding_instruments`);
export const useDeleteFunding = (account: Acct) =>
  useAdsDelete(account, `DELETE ${A}/funding_instruments/:funding_instrument_id`);

export const useSaveCampaign = (account: Acct) =>
  useAdsSave(account, `POST ${A}/campaigns`, `PUT ${A}/campaigns/:campaign_id`);
export const useDeleteCampaign = (account: Acct) =>
  useAdsDelete(account, `DELETE ${A}/campaigns/:campaign_id`);
export const useSaveLineItem = (account: Acct) =>
  useAdsSave(account, `POST ${A}/line_items`, `PUT ${A}/line_items/:line_item_id`);
export const useDeleteLineItem = (account: Acct) =>
  useAdsDelete(account, `DELETE ${A}/line_items/:line_item_id`);

/** Duplicate (lib/ads/copy): the copy operations of the advertising interface; the answer counts what came along. */
export const useCopyCampaign = (account: Acct) =>
  useAdsWrite(account, (id: string) =>
    adsApi(account, `POST ${A}/campaigns/:campaign_id/copy`, { ids: { campaign_id: id } }),
  );
export const useCopyLineItem = (account: Acct) =>
  useAdsWrite(account, ({ id, campaignId }: { id: string; campaignId: string }) =>
    adsApi(account, `POST ${A}/line_items/:line_item_id/copy`, {
      ids: { line_item_id: id },
      params: { campaign_id: campaignId },
    }),
  );

/** One batch request for the whole selection: the API applies all of it or none of it. */
export const useBatchCampaignStatus = (account: Acct) =>
  useAdsWrite(account, ({ ids, status }: { ids: string[]; status: Status }) =>
    adsApi(account, "POST /12/batch/accounts/:account_id/campaigns", {
      body: ids.map((campaign_id) => ({
        operation_type: "Update" as const,
        params: { campaign_id, entity_status: status },
      })),
    }),
  );

// Access changes can add or remove the signed-in user's own accounts (e.g. revoking yourself).
export const useGrantAccess = (account: Acct) =>
  useAdsCall(account, `POST ${A}/account_users`, [...adsKeys.accounts]);

export const useRevokeAccess = (account: Acct) =>
  useAdsDelete(account, `DELETE ${A}/account_users/:user_id`, {}, [...adsKeys.accounts]);
