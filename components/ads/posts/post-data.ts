"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { getConsoleSession } from "@/components/api";
import { toPickerMedia } from "@/components/media/media-facts";
import type { CardRecord } from "@/lib/ads/cards/record";
import type { MediaKind } from "@/lib/ads/posts/media-rule";
import type { PreviewAuthor } from "@/lib/ads/previews";
import { useAccountUsers } from "../queries";
import { adsAll, type AdsCall, type ListRow } from "../ads-client";
import { adsKey, useAdsList, type Acct } from "../resource-hooks";

/**
 * What the post composer reads: the account's media library (picker items, kinds, records by key),
 * its cards of every kind (records as the preview renderer takes them), the promotable users with
 * their names, and the signed-in user.
 */
export function usePostLibrary(account: Acct) {
  const query = useAdsList(account, "GET /12/accounts/:account_id/media_library", {
    params: { count: 50 },
  });
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
const CARD_LISTS = [
  "GET /12/accounts/:account_id/cards",
  "GET /12/accounts/:account_id/cards/image_conversation",
  "GET /12/accounts/:account_id/cards/video_conversation",
] as const;

export function usePostCards(account: Acct) {
  const query = useQuery({
    queryKey: adsKey(account, CARD_LISTS[0], { kinds: "all", full: true }),
    queryFn: async () => {
      const lists = await Promise.all(
        CARD_LISTS.map((key) => adsAll(account, key, { params: { count: 200 } })),
      );
      const cards: AnyCard[] = lists.flat();
      return cards.sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
  const byUri = useMemo(
    () => new Map((query.data ?? []).map((c) => [c.card_uri, c])),
    [query.data],
  );
  return { query, cards: query.data ?? [], byUri };
}

export type PostAuthor = PreviewAuthor & { user_id: string; full: boolean; me: boolean };

/** The promotable users (FULL first) named from the account's users; `me` is the signed-in user. */
export function usePostAuthors(account: Acct) {
  const session = useQuery({ queryKey: ["console-session"], queryFn: getConsoleSession });
  const promotable = useAdsList(account, "GET /12/accounts/:account_id/promotable_users");
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
type PostList =
  | "GET /12/accounts/:account_id/posts"
  | "GET /12/accounts/:account_id/draft_posts"
  | "GET /12/accounts/:account_id/scheduled_posts";

export function usePosts<K extends PostList>(
  account: Acct,
  key: K,
  call: AdsCall<K>,
  poll: (d: ListRow<K>[]) => boolean,
) {
  return useQuery({
    queryKey: adsKey(account, key, call),
    queryFn: () => adsAll(account, key, call),
    refetchInterval: (q) => (q.state.data && poll(q.state.data) ? 5000 : false),
  });
}

/**
 * One author's drafts, scheduled and published posts (every author's without one). Scheduled posts
 * are polled while one waits to go live, and the published list with them; one that went live is a
 * new published post, so that list is asked again then.
 */
export function useAuthorPosts(account: Acct, userId?: string) {
  const of = userId ? { user_id: userId } : {};
  const A = "/12/accounts/:account_id" as const;
  const drafts = usePosts(
    account,
    `GET ${A}/draft_posts`,
    { params: { count: 200, ...of } },
    () => false,
  );
  const waits = (d: { scheduled_status: string }[]) =>
    d.some((s) => s.scheduled_status === "SCHEDULED");
  const scheduled = usePosts(
    account,
    `GET ${A}/scheduled_posts`,
    { params: { count: 200, ...of } },
    waits,
  );
  const waiting = waits(scheduled.data ?? []);
  const live = scheduled.data?.filter((s) => s.scheduled_status === "SUCCESS").length ?? 0;
  const qc = useQueryClient();
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: adsKey(account, `GET ${A}/posts`) });
  }, [live, qc, account]);
  const published = usePosts(
    account,
    `GET ${A}/posts`,
    { params: { post_type: "PUBLISHED", timeline_type: "ALL", count: 200, ...of } },
    () => waiting,
  );
  return { drafts, scheduled, published };
}
