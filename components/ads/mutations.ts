"use client";

import { api } from "@/components/api";
import type { CopyResultRecord } from "./campaigns/duplicate-model";
import { adsKeys } from "./queries";
import { useAdsCreate, useAdsDelete, useAdsSave, useAdsWrite, type Acct } from "./resource-hooks";
import {
  adsBase,
  type AccountUser,
  type Campaign,
  type FundingInstrument,
  type LineItem,
} from "./types";

export type Status = "ACTIVE" | "PAUSED";

const enc = encodeURIComponent;

export const useCreateFunding = (account: Acct) =>
  useAdsCreate<FundingInstrument>(account, "funding_instruments");
export const useDeleteFunding = (account: Acct) =>
  useAdsDelete<FundingInstrument>(account, "funding_instruments");

export const useSaveCampaign = (account: Acct) => useAdsSave<Campaign>(account, "campaigns");
export const useDeleteCampaign = (account: Acct) => useAdsDelete<Campaign>(account, "campaigns");
export const useSaveLineItem = (account: Acct) => useAdsSave<LineItem>(account, "line_items");
export const useDeleteLineItem = (account: Acct) => useAdsDelete<LineItem>(account, "line_items");

/** Duplicate (lib/ads/copy): the copy operations of the advertising interface; the answer counts what came along. */
export const useCopyCampaign = (account: Acct) =>
  useAdsWrite(account, (id: string) =>
    api.post<CopyResultRecord>(
      `${adsBase(account)}/accounts/${enc(account.id)}/campaigns/${enc(id)}/copy`,
    ),
  );
export const useCopyLineItem = (account: Acct) =>
  useAdsWrite(account, ({ id, campaignId }: { id: string; campaignId: string }) =>
    api.post<CopyResultRecord>(
      `${adsBase(account)}/accounts/${enc(account.id)}/line_items/${enc(id)}/copy`,
      { campaign_id: campaignId },
    ),
  );

/** One batch request for the whole selection: the API applies all of it or none of it. */
export const useBatchCampaignStatus = (account: Acct) =>
  useAdsWrite(account, ({ ids, status }: { ids: string[]; status: Status }) =>
    api.post<Campaign[]>(
      `${adsBase(account)}/batch/accounts/${enc(account.id)}/campaigns`,
      ids.map((campaign_id) => ({
        operation_type: "Update",
        params: { campaign_id, entity_status: status },
      })),
    ),
  );

// Access changes can add or remove the signed-in user's own accounts (e.g. revoking yourself).
export const useGrantAccess = (account: Acct) =>
  useAdsWrite(
    account,
    (body: { screen_name: string; permissions: string }) =>
      api.post<AccountUser>(`${adsBase(account)}/accounts/${enc(account.id)}/account_users`, body),
    [...adsKeys.accounts],
  );

export const useRevokeAccess = (account: Acct) =>
  useAdsWrite(
    account,
    (userId: string) =>
      api.delete<{ user_id: string }>(
        `${adsBase(account)}/accounts/${enc(account.id)}/account_users/${enc(userId)}`,
      ),
    [...adsKeys.accounts],
  );
