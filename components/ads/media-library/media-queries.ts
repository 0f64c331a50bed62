"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/components/api";
import {
  adsKey,
  query,
  useAdsCreate,
  useAdsDelete,
  useAdsUpdate,
  type Acct,
} from "../resource-hooks";
import { accountPath, type LibraryMedia } from "../types";

/** Media per page: the interface allows 1–50 (document 1, "Limits"); 20 is its default. */
export const MEDIA_PAGE_SIZE = 20;

export type MediaType = LibraryMedia["media_type"];
export type MediaFilter = { q: string; mediaType: MediaType | "" };

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
  return useInfiniteQuery({
    queryKey: adsKey(account, "media_library", { ...params, pages: true }),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.page<LibraryMedia[]>(
        `${accountPath(account)}/media_library${query({ ...params, cursor: pageParam ?? undefined })}`,
      ),
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.data.some((m) => m.media_status === "TRANSCODING"))
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** POST media_library: uploaded media joins the library (and stops expiring). */
export const useAddToLibrary = (account: Acct) =>
  useAdsCreate<LibraryMedia>(account, "media_library");

/** PUT media_library/:media_key: names, title, description. */
export const useUpdateLibraryMedia = (account: Acct) =>
  useAdsUpdate<LibraryMedia>(account, "media_library");

/** DELETE media_library/:media_key. */
export const useRemoveLibraryMedia = (account: Acct) =>
  useAdsDelete<LibraryMedia>(account, "media_library");
