"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/components/api";
import { accountPath, type AdAccount } from "./types";

export type Acct = Pick<AdAccount, "id" | "sandbox">;
export type Params = Record<string, string | number | boolean | undefined>;

/**
 * Generic hooks for the advertising interface's account resources, by resource path
 * (`useAdsList<Campaign>(account, "campaigns", { with_draft: true })`): a new resource needs no
 * new hook file. Keys derive from the path, everything of an account under ["ads", accountId], so
 * one write refreshes all of it (a status change shows in several places).
 */
export const adsKey = (account: Pick<AdAccount, "id">, path: string, params?: Params) => [
  "ads",
  account.id,
  ...path.split("/").filter(Boolean),
  ...(params ? [params] : []),
];

const enc = encodeURIComponent;
export const query = (params: Params = {}) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.size ? `?${q}` : "";
};

/** Follows next_cursor to the end (lists that must be complete: selects, line items of a campaign). */
export async function fetchAll<T>(path: string, maxPages = 25): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < maxPages; i++) {
    const sep = path.includes("?") ? "&" : "?";
    const page: { data: T[]; next_cursor: string | null } = await api.page<T[]>(
      cursor ? `${path}${sep}cursor=${enc(cursor)}` : path,
    );
    out.push(...page.data);
    cursor = page.next_cursor;
    if (!cursor) break;
  }
  return out;
}

/** Every record of `path` (count=1000 pages followed to the end). */
export function useAdsList<Rec>(account: Acct, path: string, params: Params = {}, enabled = true) {
  return useQuery({
    queryKey: adsKey(account, path, params),
    queryFn: () =>
      fetchAll<Rec>(`${accountPath(account)}/${path}${query({ count: 1000, ...params })}`),
    enabled,
  });
}

/** One record (or a singular resource when `id` is omitted). */
export function useAdsGet<Rec>(account: Acct, path: string, id?: string) {
  return useQuery({
    queryKey: adsKey(account, id ? `${path}/${id}` : path),
    queryFn: () => api.get<Rec>(`${accountPath(account)}/${path}${id ? `/${enc(id)}` : ""}`),
  });
}

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

export type Body = Record<string, unknown>;

export const useAdsCreate = <Rec>(account: Acct, path: string) =>
  useAdsWrite(account, (body: Body) => api.post<Rec>(`${accountPath(account)}/${path}`, body));

export const useAdsUpdate = <Rec>(account: Acct, path: string) =>
  useAdsWrite(account, ({ id, body }: { id: string; body: Body }) =>
    api.put<Rec>(`${accountPath(account)}/${path}/${enc(id)}`, body),
  );

/** Create without an id, update with one: the forms that do both. */
export const useAdsSave = <Rec>(account: Acct, path: string) =>
  useAdsWrite(account, ({ id, body }: { id?: string; body: Body }) =>
    id
      ? api.put<Rec>(`${accountPath(account)}/${path}/${enc(id)}`, body)
      : api.post<Rec>(`${accountPath(account)}/${path}`, body),
  );

export const useAdsDelete = <Rec>(account: Acct, path: string) =>
  useAdsWrite(account, (id: string) =>
    api.delete<Rec>(`${accountPath(account)}/${path}/${enc(id)}`),
  );
