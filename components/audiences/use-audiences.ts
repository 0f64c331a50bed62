"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/components/api";
import { adsKey, fetchAll, query, useAdsList, type Acct } from "@/components/ads/resource-hooks";
import { accountPath } from "@/components/ads/types";
import {
  isProcessing as waiting,
  type Audience,
  type Permission,
  type Targeted,
} from "./audience-model";

/**
 * While an audience waits for its processing job (PROCESSING: never processed, or uploads not yet
 * matched), its record is asked for again every 2 s; polling stops once size and status settle.
 */
export const POLL_MS = 2000;

/** The account's audiences (OWNER) or those shared with it (SHARED), polled while one processes. */
export function useAudiences(account: Acct, shared: boolean) {
  const params = { count: 1000, permission_scope: shared ? "SHARED" : "OWNER" };
  return useQuery({
    queryKey: adsKey(account, "custom_audiences", params),
    queryFn: () => fetchAll<Audience>(`${accountPath(account)}/custom_audiences${query(params)}`),
    refetchInterval: (q) => (q.state.data?.some(waiting) ? POLL_MS : false),
  });
}

/** Owned and shared audiences together: what a flexible audience's leaves may be. */
export function useAllAudiences(account: Acct) {
  const owned = useAudiences(account, false);
  const shared = useAudiences(account, true);
  return { owned, shared, all: [...(owned.data ?? []), ...(shared.data ?? [])] };
}

const audienceQuery = (account: Acct, id: string) => ({
  queryKey: adsKey(account, `custom_audiences/${id}`),
  queryFn: () =>
    api.get<Audience>(`${accountPath(account)}/custom_audiences/${encodeURIComponent(id)}`),
});

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

export const permissionsPath = (id: string) =>
  `custom_audiences/${encodeURIComponent(id)}/permissions`;

export const usePermissionsOf = (account: Acct, id: string, enabled: boolean) =>
  useAdsList<Permission>(account, permissionsPath(id), {}, enabled);

/** Campaigns whose line items target the audience; with_active keeps the ones that serve. */
export const useTargeted = (account: Acct, id: string, withActive: boolean) =>
  useAdsList<Targeted>(account, `custom_audiences/${encodeURIComponent(id)}/targeted`, {
    with_active: withActive,
  });
