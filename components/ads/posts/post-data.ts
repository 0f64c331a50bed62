"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getConsoleSession } from "@/components/api";
import { toPickerMedia } from "@/components/media/media-facts";
import type { CardRecord } from "@/lib/ads/cards/record";
import type { MediaLibraryRecord } from "@/lib/ads/media-library/record";
import type { MediaKind } from "@/lib/ads/posts/media-rule";
import type { promotableUserRecord } from "@/lib/ads/posts/record";
import type { PreviewAuthor } from "@/lib/ads/previews";
import type { z } from "zod";
import { useAccountUsers } from "../queries";
import { adsKey, fetchAll, query, useAdsList, type Acct, type Params } from "../resource-hooks";
import { accountPath } from "../types";

/**
 * What the post composer reads: the account's media library (picker items, kinds, records by key),
 * its cards of every kind (records as the preview renderer takes them), the promotable users with
 * their names, and the signed-in user.
 */
export function usePostLibrary(account: Acct) {
  const query = useAdsList<MediaLibraryRecord>(account, "media_library", { count: 50 });
  const derived = useMemo(() => {
    const list = query.data ?? [];
    const kinds = new Map<string, MediaKind>();
    for (const r of list)
      if (r.media_type === "IMAGE" || r.media_type === "GIF" || r.media_type === "VIDEO")
        kinds.set(r.media_key, r.media_type);
    return {
      byKey: new Map(list.map((r) => [r.media_key, r])),
      items: list.filter((r) => r.media_status === "TRANSCODE_COMPLETED").map(toPickerMedia),
      kinds,
    };
  }, [query.data]);
  return { query, ...derived };
}
export type PostLibrary = ReturnType<typeof usePostLibrary>;

/** A card as the composer lists it: the record (any kind), with its name and card_uri. */
export type AnyCard = Pick<CardRecord, "id" | "name" | "card_type" | "card_uri" | "created_at"> &
  Record<string, unknown>;
const CARD_PATHS = ["cards", "cards/image_conversation", "cards/video_conversation"];

export function usePostCards(account: Acct) {
  const query = useQuery({
    queryKey: adsKey(account, "cards", { kinds: "all", full: true }),
    queryFn: async () => {
      const lists = await Promise.all(
        CARD_PATHS.map((p) => fetchAll<AnyCard>(`${accountPath(account)}/${p}?count=200`)),
      );
      return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
  const byUri = useMemo(
    () => new Map((query.data ?? []).map((c) => [c.card_uri, c])),
    [query.data],
  );
  return { query, cards: query.data ?? [], byUri };
}

type Promotable = z.output<typeof promotableUserRecord>;
export type PostAuthor = PreviewAuthor & { user_id: string; full: boolean; me: boolean };

/** The promotable users (FULL first) named from the account's users; `me` is the signed-in user. */
export function usePostAuthors(account: Acct) {
  const session = useQuery({ queryKey: ["console-session"], queryFn: getConsoleSession });
  const promotable = useAdsList<Promotable>(account, "promotable_users");
  const users = useAccountUsers(account);
  const me = session.data?.user.id ?? "";
  const authors = useMemo((): PostAuthor[] => {
    const named = new Map((users.data ?? []).map((u) => [u.user_id, u]));
    const list = (promotable.data ?? []).map((p) => {
      const u = named.get(p.user_id);
      const self = p.user_id === me ? session.data?.user : undefined;
      return {
        user_id: p.user_id,
        screen_name: u?.screen_name ?? self?.screen_name ?? p.user_id,
        name: u?.name ?? self?.name ?? p.user_id,
        full: p.promotable_user_type === "FULL",
        me: p.user_id === me,
      };
    });
    return list.sort((a, b) => Number(b.full) - Number(a.full));
  }, [promotable.data, users.data, me, session.data]);
  const ready = session.isSuccess && promotable.isSuccess;
  return { me, authors, ready, error: session.error ?? promotable.error };
}

/** A list of the account's posts; polled while a scheduled post is waiting to go live. */
export function usePosts<T>(
  account: Acct,
  path: string,
  params: Params,
  poll: (d: T[]) => boolean,
) {
  return useQuery({
    queryKey: adsKey(account, path, params),
    queryFn: () => fetchAll<T>(`${accountPath(account)}/${path}${query(params)}`),
    refetchInterval: (q) => (q.state.data && poll(q.state.data) ? 5000 : false),
  });
}
