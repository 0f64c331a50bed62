"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";

export type Overview = ConsoleAnswer<"GET /console-api/apps/:id/subscriptions">;
export type ActivityRow = Overview["activity"][number];
export type RuleRow = Overview["rules"][number];
export type Webhook = Overview["webhooks"][number];

const key = (appId: string) => ["apps", appId, "subscriptions"] as const;

export function useOverview(appId: string) {
  return useQuery({
    queryKey: key(appId),
    queryFn: () => consoleApi("GET /console-api/apps/:id/subscriptions", { params: { id: appId } }),
  });
}

/** Every change on the page refreshes the one overview it reads. */
export function useChange<A>(appId: string, run: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => qc.invalidateQueries({ queryKey: key(appId) }),
  });
}
