"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adsAll } from "@/components/ads/ads-client";
import { adsKey, type Acct } from "@/components/ads/resource-hooks";

/** The part of a custom audience record the editor reads (document 3). */
export type OfferedAudience = {
  id: string;
  name: string;
  targetable?: boolean;
  is_owner?: boolean;
};

const LIST = "GET /12/accounts/:account_id/custom_audiences";

/** While the editor is open, the offered audiences are asked again this often (and on focus). */
export const OFFER_REFRESH_MS = 30_000;

/**
 * Custom audiences the editor offers: owned (the list's default scope) and shared with the account
 * (permission_scope=SHARED). A grant revoked, or an audience deleted, while the editor is open must
 * not stay on offer until a reload: both lists are asked again when the window regains focus and
 * every 30 s while it is visible (the keys are useAdsList's, so other views share the answers).
 */
export function useOfferedAudiences(account: Acct) {
  const list = (params: { permission_scope: "OWNER" | "SHARED" }) => ({
    queryKey: adsKey(account, LIST, { params }),
    queryFn: (): Promise<OfferedAudience[]> => adsAll(account, LIST, { params }),
    refetchOnWindowFocus: "always" as const,
    refetchInterval: OFFER_REFRESH_MS,
  });
  const owned = useQuery(list({ permission_scope: "OWNER" }));
  const shared = useQuery(list({ permission_scope: "SHARED" }));
  const usable = [...(owned.data ?? []), ...(shared.data ?? [])].filter(
    (a) => a.targetable !== false,
  );
  return { usable, pending: owned.isPending || shared.isPending };
}

/**
 * Asks both lists again now (a save refused because of an audience), and forgets the estimates: one
 * cached from before a revoke would still show a range for a draft the platform now refuses.
 */
export function useRefreshOfferedAudiences(account: Acct) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: adsKey(account, LIST) }),
      qc.invalidateQueries({ queryKey: ["audience-estimate", account.id] }),
    ]);
}
