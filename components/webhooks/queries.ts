"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/components/api";

/** What /console-api/apps/:id/webhooks answers (lib/webhooks/routes/console-webhooks.ts). */
export type Webhook = {
  id: string;
  url: string;
  valid: boolean;
  created_at: string;
  validated_at: string | null;
  last_crc_at: string | null;
  invalid_reason: string | null;
};
export type WebhookRules = {
  allow_insecure_urls: boolean;
  timeout_seconds: number;
  limit_per_app: number;
  max_url_length: number;
};
export type CrcCheck = {
  trigger: string;
  outcome: string;
  reason: string | null;
  status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  checked_at: string;
};
export type CheckResult = { webhook: Webhook; outcome: string; message: string | null };

const base = (appId: string) => `/console-api/apps/${encodeURIComponent(appId)}/webhooks`;
const one = (appId: string, id: string) => `${base(appId)}/${encodeURIComponent(id)}`;

export const webhookKeys = {
  all: (appId: string) => ["apps", appId, "webhooks"] as const,
  checks: (appId: string, id: string) => ["apps", appId, "webhooks", id, "checks"] as const,
};

export function useWebhooks(appId: string) {
  return useQuery({
    queryKey: webhookKeys.all(appId),
    queryFn: () => api.get<{ webhooks: Webhook[]; rules: WebhookRules }>(base(appId)),
  });
}

export function useCrcHistory(appId: string, id: string) {
  return useQuery({
    queryKey: webhookKeys.checks(appId, id),
    queryFn: () => api.get<CrcCheck[]>(`${one(appId, id)}/checks`),
  });
}

/** Every write changes the list and the checks: ["apps", appId, "webhooks"] is a prefix of both. */
function useWebhookMutation<A, T>(appId: string, run: (arg: A) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.all(appId) }),
  });
}

export const useRegisterWebhook = (appId: string) =>
  useWebhookMutation(appId, (url: string) => api.post<Webhook>(base(appId), { url }));
export const useCheckWebhook = (appId: string, id: string) =>
  useWebhookMutation(appId, () => api.post<CheckResult>(`${one(appId, id)}/check`));
export const useDeleteWebhook = (appId: string, id: string) =>
  useWebhookMutation(appId, () => api.delete<{ deleted: true }>(one(appId, id)));
