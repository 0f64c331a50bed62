"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppCreate, AppUpdate } from "@/lib/auth/apps/schema";
import type { AppView } from "@/lib/auth/apps/views";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";

export type App = AppView;
export type AppKeys = ConsoleAnswer<"GET /console-api/apps/:id/keys">;
export type OwnerToken = ConsoleAnswer<"POST /console-api/apps/:id/access-token">;

export const appKeys = {
  all: ["apps"] as const,
  one: (id: string) => ["apps", id] as const,
  keys: (id: string) => ["apps", id, "keys"] as const,
};

export function useApps() {
  return useQuery({ queryKey: appKeys.all, queryFn: () => consoleApi("GET /console-api/apps") });
}

export function useApp(id: string) {
  return useQuery({
    queryKey: appKeys.one(id),
    queryFn: () => consoleApi("GET /console-api/apps/:id", { params: { id } }),
  });
}

export function useAppKeys(id: string) {
  return useQuery({
    queryKey: appKeys.keys(id),
    queryFn: () => consoleApi("GET /console-api/apps/:id/keys", { params: { id } }),
  });
}

export function useCreateApp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AppCreate) => consoleApi("POST /console-api/apps", { body }),
    onSuccess: (app) => {
      qc.setQueryData(appKeys.one(app.id), app);
      return qc.invalidateQueries({ queryKey: appKeys.all, exact: true });
    },
  });
}

export function useUpdateApp(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AppUpdate) =>
      consoleApi("PATCH /console-api/apps/:id", { params: { id }, body }),
    onSuccess: (app) => {
      qc.setQueryData(appKeys.one(id), app);
      return qc.invalidateQueries({ queryKey: appKeys.all, exact: true });
    },
  });
}

export function useDeleteApp(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => consoleApi("DELETE /console-api/apps/:id", { params: { id } }),
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
  useKeyMutation(id, () =>
    consoleApi("POST /console-api/apps/:id/secret/reveal", { params: { id } }),
  );
export const useRegenerateSecret = (id: string) =>
  useKeyMutation(id, () =>
    consoleApi("POST /console-api/apps/:id/secret/regenerate", { params: { id } }),
  );
export const useCreateOwnerToken = (id: string) =>
  useKeyMutation(id, () =>
    consoleApi("POST /console-api/apps/:id/access-token", { params: { id } }),
  );
export const useRevokeOwnerToken = (id: string) =>
  useKeyMutation(
    id,
    () => consoleApi("DELETE /console-api/apps/:id/access-token", { params: { id } }),
    (k) => ({ ...k, owner_access_token: null }),
  );
export const useCreateBearer = (id: string) =>
  useKeyMutation(id, () =>
    consoleApi("POST /console-api/apps/:id/bearer-token", { params: { id } }),
  );
export const useRevokeBearer = (id: string) =>
  useKeyMutation(
    id,
    () => consoleApi("DELETE /console-api/apps/:id/bearer-token", { params: { id } }),
    (k) => ({ ...k, bearer_token: null }),
  );
