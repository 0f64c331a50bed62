"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adsRequest,
  adsRequestAll,
  type AdsAnswer,
  type AdsCall,
  type AdsKey,
  type AdsListKey,
  type ListRow,
} from "./ads-client";
import type { AdAccount } from "./types";

export type Acct = Pick<AdAccount, "id" | "sandbox">;

/**
 * The console's hooks over the typed client (ads-client.ts), by route key:
 * `useAdsList(account, "GET /12/accounts/:account_id/campaigns", { params: { with_draft: true } })`.
 * Keys are ["ads", account id, route key, call]: everything of an account under ["ads", id], so
 * one write refreshes all of it (a status change shows in several places), and one route's
 * answers under its key (a list refreshed after its own write).
 */
export const adsKey = (account: Pick<AdAccount, "id">, key?: AdsKey, call?: unknown) => [
  "ads",
  account.id,
  ...(key ? [key] : []),
  ...(call === undefined ? [] : [call]),
];

/** Every record of a list route (count=1000 pages followed to the end). */
export function useAdsList<K extends AdsListKey>(
  account: Acct,
  key: K,
  call?: AdsCall<K>,
  enabled = true,
) {
  return useQuery({
    queryKey: adsKey(account, key, call ?? {}),
    queryFn: () => adsRequestAll<ListRow<K>>(account, key, call),
    enabled,
  });
}

/** One record (or a singular resource's answer). */
export function useAdsGet<K extends AdsKey>(
  account: Acct,
  key: K,
  call?: AdsCall<K>,
  enabled = true,
) {
  return useQuery({
    queryKey: adsKey(account, key, call ?? {}),
    queryFn: () => adsRequest<AdsAnswer<K>>(account, key, call),
    enabled,
  });
}

/** A write of any shape; its success refreshes the account's answers (and `also`, exactly). */
export function useAdsWrite<V, R>(account: Acct, run: (vars: V) => Promise<R>, also?: unknown[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The write is done when the interface answers: say so at once, and let the account's lists
    // (a dozen queries on a line item's page) refetch behind the message instead of before it.
    onSuccess: async () => {
      void qc.invalidateQueries({ queryKey: ["ads", account.id] });
      if (also) await qc.invalidateQueries({ queryKey: also, exact: true });
    },
  });
}

/** A write of one declared route: its variables are the route's call. */
export const useAdsCall = <K extends AdsKey>(account: Acct, key: K, also?: unknown[]) =>
  useAdsWrite(account, (call: AdsCall<K>) => adsRequest<AdsAnswer<K>>(account, key, call), also);

/**
 * A delete by the record's id (the route's last path parameter); a nested route's parent ids are
 * given once (an audience's permissions).
 */
export function useAdsDelete<K extends Extract<AdsKey, `DELETE ${string}`>>(
  account: Acct,
  key: K,
  parent: Record<string, string> = {},
  also?: unknown[],
) {
  const idParam = key.slice(key.lastIndexOf(":") + 1);
  return useAdsWrite(
    account,
    (id: string) => adsRequest<AdsAnswer<K>>(account, key, { ids: { ...parent, [idParam]: id } }),
    also,
  );
}

/** What a save sends: either route's parameters or JSON body (the two are one resource's). */
type SaveCall<C extends AdsKey, U extends AdsKey> = {
  id?: string;
  params?: AdsCall<C>["params"] | AdsCall<U>["params"];
  body?: AdsCall<C>["body"] | AdsCall<U>["body"];
};

/** Create without an id, update with one: the forms that do both, on a resource's two routes. */
export function useAdsSave<C extends AdsKey, U extends AdsKey>(
  account: Acct,
  create: C,
  update: U,
) {
  const idParam = update.slice(update.lastIndexOf(":") + 1);
  return useAdsWrite(account, ({ id, ...call }: SaveCall<C, U>) =>
    adsRequest<AdsAnswer<C> | AdsAnswer<U>>(
      account,
      id ? update : create,
      id ? { ...call, ids: { [idParam]: id } } : call,
    ),
  );
}
