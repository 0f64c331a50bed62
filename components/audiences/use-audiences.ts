"use client";

import { useQuery } from "@tanstack/react-query";
import { adsAll, adsApi } from "@/components/ads/ads-client";
import { adsKey, useAdsList, type Acct } from "@/components/ads/resource-hooks";
import { isProcessing as waiting } from "./audience-model";

const A = "/12/accounts/:account_id/custom_audiences";

/**
 * While an audience waits for its processing job (PROCESSING: never processed, or uploads not yet
 * matched), its record is asked for again every 2 s; polling stops once size and status settle.
 */
export const POLL_MS = 2000;

/** The account's audiences (OWNER) or those shared with it (SHARED), polled while one processes. */
export function useAudiences(account: Acct, shared: boolean) {
  const key = `GET ${A}` as const;
  const call = { params: { permission_scope: shared ? "SHARED" : "OWNER" } } as const;
  return useQuery({
    queryKey: adsKey(account, key, call),
    queryFn: () => adsAll(account, key, call),
    refetchInterval: (q) => (q.state.data?.some(waiting) ? POLL_MS : false),
  });
}

/** Owned and shared audiences together: what a flexible audience's leaves may be. */
export function useAllAudiences(account: Acct) {
  const owned = useAudiences(account, false);
  const shared = useAudiences(account, true);
  return { owned, shared, all: [...(owned.data ?? []), ...(shared.data ?? [])] };
}

const audienceQuery = (account: Acct, id: string) => {
  const key = `GET ${A}/:custom_audience_id` as const;
  const call = { ids: { custom_audience_id: id } };
  return { queryKey: adsKey(account, key, call), queryFn: () => adsApi(account, key, call) };
};

export function useAudience(account: Acct, id: string) {
  return useQuery({
    ...audienceQuery(account, id),
    refetchInterval: (q) => (q.state.data && waiting(q.state.data) ? POLL_MS : false),
  });
}

/**
 * Polls the audience's record while `on`: after an upload to an audience that is already targetable,
 * which stays targetable (no PROCESSING on the wire) until the matching job has run.
 */
export function useFollowAudience(account: Acct, id: string, on: boolean) {
  useQuery({ ...audienceQuery(account, id), enabled: on, refetchInterval: on ? POLL_MS : false });
}

export const usePermissionsOf = (account: Acct, id: string, enabled: boolean) =>
  useAdsList(
    account,
    `GET ${A}/:custom_audience_id/permissions`,
    { ids: { custom_audience_id: id } },
    enabled,
  );

/** Campaigns whose line items target the audience; with_active keeps the ones that serve. */
export const useTargeted = (account: Acct, id: string, withActive: boolean) =>
  useAdsList(account, `GET ${A}/:custom_audience_id/targeted`, {
    ids: { custom_audience_id: id },
    params: { with_active: withActive },
  });
