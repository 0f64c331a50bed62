"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/components/api";
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

/** Query keys: everything of one account sits under ["ads", accountId] so a write can refresh it all. */
export const adsKeys = {
  accounts: ["ads", "accounts"] as const,
  account: (id: string) => ["ads", id] as const,
  access: (id: string) => ["ads", id, "access"] as const,
  funding: (id: string) => ["ads", id, "funding"] as const,
  campaigns: (id: string) => ["ads", id, "campaigns"] as const,
  lineItems: (id: string, campaignId: string) => ["ads", id, "line_items", campaignId] as const,
  users: (id: string) => ["ads", id, "users"] as const,
  history: (id: string, filter: object) => ["ads", id, "history", filter] as const,
  placements: (productType: string) => ["ads", "placements", productType] as const,
};

type Acct = Pick<AdAccount, "id" | "sandbox">;

/** Follows next_cursor to the end (lists that must be complete: selects, line items of a campaign). */
async function fetchAll<T>(path: string, maxPages = 25): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < maxPages; i++) {
    const sep = path.includes("?") ? "&" : "?";
    const page: { data: T[]; next_cursor: string | null } = await api.page<T[]>(
      cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path,
    );
    out.push(...page.data);
    cursor = page.next_cursor;
    if (!cursor) break;
  }
  return out;
}

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

export function useAccess(account: Acct) {
  return useQuery({
    queryKey: adsKeys.access(account.id),
    queryFn: () => api.get<AccountAccess>(`${accountPath(account)}/authenticated_user_access`),
  });
}

export function useFundingInstruments(account: Acct, withDeleted = false) {
  return useQuery({
    queryKey: [...adsKeys.funding(account.id), { withDeleted }],
    queryFn: () =>
      fetchAll<FundingInstrument>(
        `${accountPath(account)}/funding_instruments?count=1000&with_deleted=${withDeleted}`,
      ),
  });
}

/**
 * Pages of 200, newest first (so a campaign just created is on the first page), drafts included
 * (they are listed only with with_draft=true); "Load more" fetches the next page.
 */
export function useCampaigns(account: Acct) {
  return useInfiniteQuery({
    queryKey: adsKeys.campaigns(account.id),
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
export function useAllCampaigns(account: Acct) {
  return useQuery({
    queryKey: [...adsKeys.campaigns(account.id), "all"],
    queryFn: () =>
      fetchAll<Campaign>(
        `${accountPath(account)}/campaigns?with_draft=true&with_deleted=true&count=1000`,
      ),
  });
}

export function useLineItems(
  account: Acct,
  campaignId: string | null,
  opts: { withDeleted?: boolean } = {},
) {
  const deleted = opts.withDeleted ?? false;
  return useQuery({
    queryKey: [...adsKeys.lineItems(account.id, campaignId ?? "*"), { deleted }],
    queryFn: () =>
      fetchAll<LineItem>(
        `${accountPath(account)}/line_items?count=1000&with_deleted=${deleted}${campaignId ? `&campaign_ids=${encodeURIComponent(campaignId)}` : ""}`,
      ),
  });
}

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

export function useAccountUsers(account: Acct) {
  return useQuery({
    queryKey: adsKeys.users(account.id),
    queryFn: () => api.get<AccountUser[]>(`${accountPath(account)}/account_users`),
  });
}

export type HistoryFilter = {
  entity_type: string;
  entity_id: string;
  start_time: string;
  end_time: string;
};

export function useHistory(account: Acct, filter: HistoryFilter | null) {
  return useInfiniteQuery({
    queryKey: adsKeys.history(account.id, filter ?? {}),
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
