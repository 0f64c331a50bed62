"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppCreate, AppUpdate, AppView } from "@/lib/auth/apps/schema";
import { api } from "@/components/api";

export type App = AppView;

export type AppKeys = {
  consumer_key: string;
  bearer_token: { created_at: string } | null;
  owner_access_token: {
    access_token: string;
    access_level: App["access_level"];
    created_at: string;
  } | null;
};

export type OwnerToken = {
  access_token: string;
  access_token_secret: string;
  access_level: App["access_level"];
  user_id: string;
  screen_name: string;
};

export const appKeys = {
  all: ["apps"] as const,
  one: (id: string) => ["apps", id] as const,
  keys: (id: string) => ["apps", id, "keys"] as const,
};

const path = (id: string) => `/console-api/apps/${encodeURIComponent(id)}`;

export function useApps() {
  return useQuery({ queryKey: appKeys.all, queryFn: () => api.get<App[]>("/console-api/apps") });
}

export function useApp(id: string) {
  return useQuery({ queryKey: appKeys.one(id), queryFn: () => api.get<App>(path(id)) });
}

export function useAppKeys(id: string) {
  return useQuery({
    queryKey: appKeys.keys(id),
    queryFn: () => api.get<AppKeys>(`${path(id)}/keys`),
  });
}

export function useCreateApp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AppCreate) => api.post<App>("/console-api/apps", body),
    onSuccess: (app) => {
      qc.setQueryData(appKeys.one(app.id), app);
      return qc.invalidateQueries({ queryKey: appKeys.all, exact: true });
    },
  });
}

export function useUpdateApp(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AppUpdate) => api.patch<App>(path(id), body),
    onSuccess: (app) => {
      qc.setQueryData(appKeys.one(id), app);
      return qc.invalidateQueries({ queryKey: appKeys.all, exact: true });
    },
  });
}

export function useDeleteApp(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ id: string; deleted: true }>(path(id)),
    onSuccess: () => {
      qc.removeQueries({ queryKey: appKeys.one(id) });
      return qc.invalidateQueries({ queryKey: appKeys.all, exact: true });
    },
  });
}

/**
 * Every credential mutation changes what GET /keys reports (and regenerating also changes the app's
 * consumer_key), so they refresh the app and its keys: ["apps", id] is a prefix of both. `patch`
 * updates the cached keys at once so a revoked token disappears without waiting for the refetch.
 */
function useKeyMutation<T>(id: string, run: () => Promise<T>, patch?: (keys: AppKeys) => AppKeys) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      if (patch) qc.setQueryData<AppKeys>(appKeys.keys(id), (keys) => keys && patch(keys));
      return qc.invalidateQueries({ queryKey: appKeys.one(id) });
    },
  });
}

export const useRevealSecret = (id: string) =>
  useKeyMutation(id, () => api.post<{ consumer_secret: string }>(`${path(id)}/secret/reveal`));
export const useRegenerateSecret = (id: string) =>
  useKeyMutation(id, () =>
    api.post<{ consumer_key: string; consumer_secret: string }>(`${path(id)}/secret/regenerate`),
  );
export const useCreateOwnerToken = (id: string) =>
  useKeyMutation(id, () => api.post<OwnerToken>(`${path(id)}/access-token`));
export const useRevokeOwnerToken = (id: string) =>
  useKeyMutation(
    id,
    () => api.delete<{ revoked: true }>(`${path(id)}/access-token`),
    (k) => ({ ...k, owner_access_token: null }),
  );
export const useCreateBearer = (id: string) =>
  useKeyMutation(id, () => api.post<{ access_token: string }>(`${path(id)}/bearer-token`));
export const useRevokeBearer = (id: string) =>
  useKeyMutation(
    id,
    () => api.delete<{ revoked: true }>(`${path(id)}/bearer-token`),
    (k) => ({ ...k, bearer_token: null }),
  );
