"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebounced } from "@/components/ads/media-library/media-filters";
import { adsApi, adsPage, type AdsListKey, type ListRow } from "@/components/ads/ads-client";
import { useAdsList, useAdsWrite, type Acct } from "@/components/ads/resource-hooks";
import { estimateCriteria, type BatchOp, type Criterion } from "./targeting-model";

/** A targeting option as the catalogs answer it (GET targeting_criteria/<catalog>). */
export type TargetingOption = { name: string; targeting_type: string; targeting_value: string };
/** The catalogs of targeting options, as the interface declares them. */
type Catalogs = AdsListKey extends infer K
  ? K extends `GET /12/targeting_criteria/${infer C}`
    ? C
    : never
  : never;
/** The catalogs whose entries are targeting options (not the TV markets a show list filters by). */
export type TargetingCatalog = {
  [C in Catalogs]: ListRow<`GET /12/targeting_criteria/${C}`> extends TargetingOption ? C : never;
}[Catalogs];

/** The line item's saved criteria (line_item_ids is the list's required filter). */
export const useSavedCriteria = (account: Acct, lineItemId: string) =>
  useAdsList(account, "GET /12/accounts/:account_id/targeting_criteria", {
    params: { line_item_ids: lineItemId },
  });

/** Options of one catalog matching q (debounced), 20 at a time; empty q lists the first ones. */
export function useOptions(account: Acct, catalog: TargetingCatalog, q: string) {
  const settled = useDebounced(q.trim());
  return useQuery({
    queryKey: ["targeting-options", account.sandbox, catalog, settled],
    queryFn: async (): Promise<TargetingOption[]> => {
      const key = `GET /12/targeting_criteria/${catalog}` as const;
      return (await adsPage(account, key, { params: { q: settled || undefined, count: 20 } })).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/**
 * The audience estimate of the draft, asked once the draft has been still for 400 ms; the last range
 * stays on screen while the next one is computed (placeholderData).
 */
export function useEstimate(account: Acct, draft: readonly Criterion[]) {
  const body = useDebounced(JSON.stringify(estimateCriteria(draft)), 400);
  return useQuery({
    queryKey: ["audience-estimate", account.id, body],
    queryFn: () =>
      adsApi(account, "POST /12/accounts/:account_id/audience_estimate", {
        body: estimateCriteria(draft),
      }),
    enabled: body !== "[]",
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** Saves the whole draft as one batch (Create and Delete): all of it or, on any refusal, none. */
export const useSaveTargeting = (account: Acct) =>
  useAdsWrite(account, (ops: BatchOp[]) =>
    adsApi(account, "POST /12/batch/accounts/:account_id/targeting_criteria", { body: ops }),
  );
