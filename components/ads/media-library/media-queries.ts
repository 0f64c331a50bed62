"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { adsPage } from "../ads-client";
import { adsKey, useAdsCall, useAdsDelete, type Acct } from "../resource-hooks";
import type { LibraryMedia } from "../types";

/** Media per page: the interface allows 1–50 (document 1, "Limits"); 20 is its default. */
export const MEDIA_PAGE_SIZE = 20;

export type MediaType = LibraryMedia["media_type"];
export type MediaFilter = { q: string; mediaType: MediaType | "" };

const LIBRARY = "/12/accounts/:account_id/media_library";

/** While a page shows media the server has not finished, it asks again this often. */
const PROCESSING_POLL_MS = 5000;

/**
 * The account's media library, newest first, a page at a time ("Load more" follows next_cursor).
 * Search (q) and the type filter are the interface's own parameters; the page shown stays while the
 * next filter's answer loads, so typing does not blank the grid.
 */
export function useMediaLibrary(account: Acct, filter: MediaFilter) {
  const params = {
    count: MEDIA_PAGE_SIZE,
    q: filter.q.trim() || undefined,
    media_type: filter.mediaType || undefined,
  };
  const key = `GET ${LIBRARY}` as const;
  return useInfiniteQuery({
    queryKey: adsKey(account, key, { ...params, pages: true }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => adsPage(account, key, { params: { ...params, cursor: pageParam } }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.data.some((m) => m.media_status === "TRANSCODING"))
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** POST media_library: uploaded media joins the library (and stops expiring). */
export const useAddToLibrary = (account: Acct) => useAdsCall(account, `POST ${LIBRARY}`);

/** PUT media_library/:media_key: names, title, description. */
export const useUpdateLibraryMedia = (account: Acct) =>
  useAdsCall(account, `PUT ${LIBRARY}/:media_key`);

/** DELETE media_library/:media_key. */
export const useRemoveLibraryMedia = (account: Acct) =>
  useAdsDelete(account, `DELETE ${LIBRARY}/:media_key`);
