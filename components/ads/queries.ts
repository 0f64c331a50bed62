"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PRODUCT_TYPES } from "@/lib/ads/enums";
import { adsAll, adsApi, adsPage } from "./ads-client";
import { adsKey, useAdsGet, useAdsList, type Acct } from "./resource-hooks";

/** Keys outside one account's resources (the accounts list, placements per product type). */
export const adsKeys = {
  accounts: ["ads", "accounts"] as const,
  placements: (productType: string) => ["ads", "placements", productType] as const,
};

const A = "/12/accounts/:account_id" as const;

/** Production and sandbox accounts live under different bases: the switcher needs both lists. */
export function useAdAccounts() {
  return useQuery({
    queryKey: adsKeys.accounts,
    queryFn: async () => {
      const [prod, sandbox] = await Promise.all([
        adsAll({ sandbox: false }, "GET /12/accounts"),
        adsAll({ sandbox: true }, "GET /12/accounts"),
      ]);
      return [...prod, ...sandbox];
    },
  });
}

export const useAccess = (account: Acct) =>
  useAdsGet(account, `GET ${A}/authenticated_user_access`);

export const useFundingInstruments = (account: Acct, withDeleted = false) =>
  useAdsList(account, `GET ${A}/funding_instruments`, { params: { with_deleted: withDeleted } });

/**
 * Pages of 200, newest first (so a campaign just created is on the first page), drafts included
 * (they are listed only with with_draft=true); "Load more" fetches the next page.
 */
export function useCampaigns(account: Acct) {
  const key = `GET ${A}/campaigns` as const;
  return useInfiniteQuery({
    queryKey: adsKey(account, key, { pages: true }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      adsPage(account, key, {
        params: { with_draft: true, sort_by: "created_at-desc", count: 200, cursor: pageParam },
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (d) => ({
      campaigns: d.pages.flatMap((p) => p.data),
      hasMore: Boolean(d.pages[d.pages.length - 1]?.next_cursor),
    }),
  });
}

/** Every campaign including deleted ones, for the history page's entity picker. */
export const useAllCampaigns = (account: Acct) =>
  useAdsList(account, `GET ${A}/campaigns`, { params: { with_draft: true, with_deleted: true } });

export const useLineItems = (
  account: Acct,
  campaignId: string | null,
  opts: { withDeleted?: boolean } = {},
) =>
  useAdsList(account, `GET ${A}/line_items`, {
    params: { with_deleted: opts.withDeleted ?? false, campaign_ids: campaignId ?? undefined },
  });

/** Valid placement sets per product type come from the API, so the form never offers a refused one. */
export function usePlacements(account: Pick<Acct, "sandbox">, productType: string) {
  // The form holds text; only a product type the interface knows is asked about.
  const known = PRODUCT_TYPES.find((t) => t === productType);
  return useQuery({
    queryKey: adsKeys.placements(productType),
    enabled: Boolean(known),
    queryFn: () =>
      adsApi(account, "GET /12/line_items/placements", { params: { product_type: known } }),
    select: (d) => d[0]?.placements ?? [],
    staleTime: Infinity,
  });
}

export const useAccountUsers = (account: Acct) => useAdsGet(account, `GET ${A}/account_users`);

export type HistoryFilter = {
  entity_type: string;
  entity_id: string;
  start_time: string;
  end_time: string;
};

export function useHistory(account: Acct, filter: HistoryFilter | null) {
  const key = `GET ${A}/account_history` as const;
  return useInfiniteQuery({
    queryKey: adsKey(account, key, filter ?? {}),
    enabled: Boolean(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      adsPage(account, key, { params: { ...filter!, count: 100, cursor: pageParam } }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
