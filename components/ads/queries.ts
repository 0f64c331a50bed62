"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/components/api";
import { adsKey, fetchAll, useAdsGet, useAdsList, type Acct } from "./resource-hooks";
import {
  accountPath,
  type AccountAccess,
  type AccountUser,
  type AdAccount,
  type Campaign,
  type FundingInstrument,
  type HistoryEntry,
  type LineItem,
} from "./types";

/** Keys outside one account's resources (the accounts list, placements per product type). */
export const adsKeys = {
  accounts: ["ads", "accounts"] as const,
  placements: (productType: string) => ["ads", "placements", productType] as const,
};

/** Production and sandbox accounts live under different bases: the switcher needs both lists. */
export function useAdAccounts() {
  return useQuery({
    queryKey: adsKeys.accounts,
    queryFn: async () => {
      const [prod, sandbox] = await Promise.all([
        fetchAll<AdAccount>("/ads/12/accounts?count=1000"),
        fetchAll<AdAccount>("/ads-sandbox/12/accounts?count=1000"),
      ]);
      return [...prod, ...sandbox];
    },
  });
}

export const useAccess = (account: Acct) =>
  useAdsGet<AccountAccess>(account, "authenticated_user_access");

export const useFundingInstruments = (account: Acct, withDeleted = false) =>
  useAdsList<FundingInstrument>(account, "funding_instruments", { with_deleted: withDeleted });

/**
 * Pages of 200, newest first (so a campaign just created is on the first page), drafts included
 * (they are listed only with with_draft=true); "Load more" fetches the next page.
 */
export function useCampaigns(account: Acct) {
  return useInfiniteQuery({
    queryKey: adsKey(account, "campaigns", { pages: true }),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.page<Campaign[]>(
        `${accountPath(account)}/campaigns?with_draft=true&sort_by=created_at-desc&count=200${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    getNextPageParam: (last) => last.next_cursor,
    select: (d) => ({
      campaigns: d.pages.flatMap((p) => p.data),
      hasMore: Boolean(d.pages[d.pages.length - 1]?.next_cursor),
    }),
  });
}

/** Every campaign including deleted ones, for the history page's entity picker. */
export const useAllCampaigns = (account: Acct) =>
  useAdsList<Campaign>(account, "campaigns", { with_draft: true, with_deleted: true });

export const useLineItems = (
  account: Acct,
  campaignId: string | null,
  opts: { withDeleted?: boolean } = {},
) =>
  useAdsList<LineItem>(account, "line_items", {
    with_deleted: opts.withDeleted ?? false,
    campaign_ids: campaignId ?? undefined,
  });

/** Valid placement sets per product type come from the API, so the form never offers a refused one. */
export function usePlacements(base: string, productType: string) {
  return useQuery({
    queryKey: adsKeys.placements(productType),
    queryFn: () =>
      api.get<{ product_type: string; placements: string[][] }[]>(
        `${base}/line_items/placements?product_type=${encodeURIComponent(productType)}`,
      ),
    select: (d) => d[0]?.placements ?? [],
    staleTime: Infinity,
  });
}

export const useAccountUsers = (account: Acct) =>
  useAdsGet<AccountUser[]>(account, "account_users");

export type HistoryFilter = {
  entity_type: string;
  entity_id: string;
  start_time: string;
  end_time: string;
};

export function useHistory(account: Acct, filter: HistoryFilter | null) {
  return useInfiniteQuery({
    queryKey: adsKey(account, "account_history", filter ?? {}),
    enabled: Boolean(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ ...filter!, count: "100" });
      if (pageParam) q.set("cursor", pageParam);
      return api.page<HistoryEntry[]>(`${accountPath(account)}/account_history?${q}`);
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}
