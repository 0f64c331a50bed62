"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebounced } from "@/components/ads/media-library/media-filters";
import type { Acct } from "@/components/ads/resource-hooks";
import { adsRequest } from "@/components/ads/ads-client";
import type { FlexiblePreview } from "@/lib/audiences/custom-audiences/preview-schema";

/**
 * The flexible tree's size from the server (POST custom_audiences/flexible_preview, our extension),
 * asked once the tree has been still for 400 ms, as the targeting editor's estimate; the last answer
 * stays on screen while the next one is computed. `body` is previewAsk's JSON, or "" for none.
 */
export function useFlexiblePreview(account: Acct, body: string) {
  const settled = useDebounced(body, 400);
  return useQuery({
    queryKey: ["ads", account.id, "flexible-preview", settled],
    queryFn: () =>
      adsRequest<FlexiblePreview>(
        account,
        "POST /12/accounts/:account_id/custom_audiences/flexible_preview",
        { body: JSON.parse(settled) as unknown },
      ),
    enabled: settled !== "",
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
