"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/components/api";
import type { SubscriptionsOverview } from "@/lib/webhooks/routes/console-subscriptions-view";

export type Overview = SubscriptionsOverview;
export type ActivityRow = Overview["activity"][number];
export type RuleRow = Overview["rules"][number];
export type Webhook = Overview["webhooks"][number];

const key = (appId: string) => ["apps", appId, "subscriptions"] as const;
export const subscriptionsPath = (appId: string) =>
  `/console-api/apps/${encodeURIComponent(appId)}/subscriptions`;

export function useOverview(appId: string) {
  return useQuery({
    queryKey: key(appId),
    queryFn: () => api.get<Overview>(subscriptionsPath(appId)),
  });
}

/** Every change on the page refreshes the one overview it reads. */
export function useChange<A>(appId: string, run: (path: string, arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => run(subscriptionsPath(appId), arg),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(appId) }),
  });
}

/** A server answer split for a form: messages by field (`parameter`), and the rest for its alert. */
export function splitErrors(error: unknown, fields: readonly string[]) {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  const items =
    error instanceof ApiError
      ? error.errors
      : [{ message: error instanceof Error ? error.message : "Something went wrong." }];
  for (const e of items) {
    const p = "parameter" in e ? e.parameter : undefined;
    if (p && fields.includes(p) && !byField[p]) byField[p] = e.message;
    else general.push(e.message);
  }
  return { byField, general };
}

export const enc = encodeURIComponent;
