"use client";

import { useMemo } from "react";
import { useAdsList, type Acct } from "@/components/ads/resource-hooks";
import { toPickerMedia } from "@/components/media/media-facts";
import { factsOf, kindsOf, mediaMap } from "./card-derive";

/**
 * The account's media library for the builders: picker items, each key's kind (card_type) and the
 * preview's media map. The library lists at most 50 per page (the hook follows the cursor).
 */
export function useLibrary(account: Acct) {
  const query = useAdsList(account, "GET /12/accounts/:account_id/media_library", {
    params: { count: 50 },
  });
  const records = query.data;
  const derived = useMemo(() => {
    const list = records ?? [];
    return {
      records: list,
      byKey: new Map(list.map((r) => [r.media_key, r])),
      items: list.map(toPickerMedia),
      kinds: kindsOf(list),
      media: mediaMap(list),
      facts: factsOf(list),
    };
  }, [records]);
  return { query, ...derived };
}
export type Library = ReturnType<typeof useLibrary>;
