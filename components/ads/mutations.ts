"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/components/api";
import { adsKeys } from "./queries";
import {
  accountPath,
  adsBase,
  type AccountUser,
  type AdAccount,
  type Campaign,
  type FundingInstrument,
  type LineItem,
} from "./types";

type Acct = Pick<AdAccount, "id" | "sandbox">;
export type Status = "ACTIVE" | "PAUSED";

/**
 * Every write refreshes the whole account (campaigns, line items, funding, history): a status change
 * shows up in several places, and waiting for the refetch means the button settles on fresh data.
 */
function useAccountMutation<V, R>(
  account: Acct,
  run: (vars: V) => Promise<R>,
  opts: { accounts?: boolean } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adsKeys.account(account.id) }),
        // Access changes can add or remove the signed-in user's own accounts (e.g. revoking yourself).
        opts.accounts
          ? qc.invalidateQueries({ queryKey: adsKeys.accounts, exact: true })
          : undefined,
      ]),
  });
}

const enc = encodeURIComponent;

export const useCreateFunding = (account: Acct) =>
  useAccountMutation(account, (body: Record<string, unknown>) =>
    api.post<FundingInstrument>(`${accountPath(account)}/funding_instruments`, body),
  );

export const useDeleteFunding = (account: Acct) =>
  useAccountMutation(account, (id: string) =>
    api.delete<FundingInstrument>(`${accountPath(account)}/funding_instruments/${enc(id)}`),
  );

export const useSaveCampaign = (account: Acct) =>
  useAccountMutation(account, ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id
      ? api.put<Campaign>(`${accountPath(account)}/campaigns/${enc(id)}`, body)
      : api.post<Campaign>(`${accountPath(account)}/campaigns`, body),
  );

export const useDeleteCampaign = (account: Acct) =>
  useAccountMutation(account, (id: string) =>
    api.delete<Campaign>(`${accountPath(account)}/campaigns/${enc(id)}`),
  );

export const useCampaignStatus = (account: Acct) =>
  useAccountMutation(account, ({ id, status }: { id: string; status: Status }) =>
    api.put<Campaign>(`${accountPath(account)}/campaigns/${enc(id)}`, { entity_status: status }),
  );

/** One batch request for the whole selection: the API applies all of it or none of it. */
export const useBatchCampaignStatus = (account: Acct) =>
  useAccountMutation(account, ({ ids, status }: { ids: string[]; status: Status }) =>
    api.post<Campaign[]>(
      `${adsBase(account)}/batch/accounts/${enc(account.id)}/campaigns`,
      ids.map((campaign_id) => ({
        operation_type: "Update",
        params: { campaign_id, entity_status: status },
      })),
    ),
  );

export const useSaveLineItem = (account: Acct) =>
  useAccountMutation(account, ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id
      ? api.put<LineItem>(`${accountPath(account)}/line_items/${enc(id)}`, body)
      : api.post<LineItem>(`${accountPath(account)}/line_items`, body),
  );

export const useLineItemStatus = (account: Acct) =>
  useAccountMutation(account, ({ id, status }: { id: string; status: Status }) =>
    api.put<LineItem>(`${accountPath(account)}/line_items/${enc(id)}`, { entity_status: status }),
  );

export const useDeleteLineItem = (account: Acct) =>
  useAccountMutation(account, (id: string) =>
    api.delete<LineItem>(`${accountPath(account)}/line_items/${enc(id)}`),
  );

export const useGrantAccess = (account: Acct) =>
  useAccountMutation(
    account,
    (body: { screen_name: string; permissions: string }) =>
      api.post<AccountUser>(`${accountPath(account)}/account_users`, body),
    { accounts: true },
  );

export const useRevokeAccess = (account: Acct) =>
  useAccountMutation(
    account,
    (userId: string) =>
      api.delete<{ user_id: string }>(`${accountPath(account)}/account_users/${enc(userId)}`),
    { accounts: true },
  );
