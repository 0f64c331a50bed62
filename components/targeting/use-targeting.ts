"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/components/api";
import { useDebounced } from "@/components/ads/media-library/media-filters";
import { query, useAdsList, useAdsWrite, type Acct } from "@/components/ads/resource-hooks";
import { accountPath, adsBase } from "@/components/ads/types";
import type { TargetingCriterionRecord } from "@/lib/ads/targeting-criteria/record";
import { estimateCriteria, type BatchOp, type Criterion } from "./targeting-model";

/** A targeting option as the catalogs answer it (GET targeting_criteria/<catalog>). */
export type TargetingOption = { name: string; targeting_type: string; targeting_value: string };

/** The line item's saved criteria (line_item_ids is the list's required filter). */
export const useSavedCriteria = (account: Acct, lineItemId: string) =>
  useAdsList<TargetingCriterionRecord>(account, "targeting_criteria", {
    line_item_ids: lineItemId,
  });

/** Options of one catalog matching q (debounced), 20 at a time; empty q lists the first ones. */
export function useOptions(
  account: Acct,
  catalog: string,
  q: string,
  extra: Record<string, string> = {},
) {
  const settled = useDebounced(q.trim());
  return useQuery({
    queryKey: ["targeting-options", account.sandbox, catalog, settled, extra],
    queryFn: async () =>
      (
        await api.page<TargetingOption[]>(
          `${adsBase(account)}/targeting_criteria/${catalog}${query({ q: settled || undefined, count: 20, ...extra })}`,
        )
      ).data,
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
      api.post<{ audience_size: { min: number; max: number } }>(
        `${accountPath(account)}/audience_estimate`,
        JSON.parse(body) as unknown,
      ),
    enabled: body !== "[]",
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** Saves the whole draft as one batch (Create and Delete): all of it or, on any refusal, none. */
export const useSaveTargeting = (account: Acct) =>
  useAdsWrite(account, (ops: BatchOp[]) =>
    api.post<TargetingCriterionRecord[]>(
      `${adsBase(account)}/batch/accounts/${encodeURIComponent(account.id)}/targeting_criteria`,
      ops,
    ),
  );
