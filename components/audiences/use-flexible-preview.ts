"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/components/api";
import { useDebounced } from "@/components/ads/media-library/media-filters";
import type { Acct } from "@/components/ads/resource-hooks";
import { accountPath } from "@/components/ads/types";
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
      api.post<FlexiblePreview>(
        `${accountPath(account)}/custom_audiences/flexible_preview`,
        JSON.parse(settled) as unknown,
      ),
    enabled: settled !== "",
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
