"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";

export type Usage = ConsoleAnswer<"GET /console-api/apps/:id/usage">;
export type Tier = Usage["tier"];

const usageKey = (id: string) => ["apps", id, "usage"] as const;

export function useUsage(id: string) {
  return useQuery({
    queryKey: usageKey(id),
    queryFn: () => consoleApi("GET /console-api/apps/:id/usage", { params: { id } }),
  });
}

export function useSetTier(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tier: Tier) =>
      consoleApi("PUT /console-api/apps/:id/usage/tier", { params: { id }, body: { tier } }),
    // The tier decides what the app's other pages offer (the Subscriptions page's enterprise parts).
    // Not awaited: the change is confirmed as soon as the server took it, and a slow or failed
    // refetch of the app's pages (which swaps the page for its error) cannot swallow the confirmation.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["apps", id] });
    },
  });
}

export function useTopUp(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount_micros: number) =>
      consoleApi("POST /console-api/apps/:id/usage/top-up", {
        params: { id },
        body: { amount_micros },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usageKey(id) }),
  });
}
