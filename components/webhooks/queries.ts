"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";

/** What /console-api/apps/:id/webhooks answers (lib/webhooks/routes/console-webhooks.ts). */
type Listed = ConsoleAnswer<"GET /console-api/apps/:id/webhooks">;
export type Webhook = Listed["webhooks"][number];
export type WebhookRules = Listed["rules"];
export type CrcCheck =
  ConsoleAnswer<"GET /console-api/apps/:id/webhooks/:webhookId/checks">[number];
export type CheckResult = ConsoleAnswer<"POST /console-api/apps/:id/webhooks/:webhookId/check">;

export const webhookKeys = {
  all: (appId: string) => ["apps", appId, "webhooks"] as const,
  checks: (appId: string, id: string) => ["apps", appId, "webhooks", id, "checks"] as const,
};

export function useWebhooks(appId: string) {
  return useQuery({
    queryKey: webhookKeys.all(appId),
    queryFn: () => consoleApi("GET /console-api/apps/:id/webhooks", { params: { id: appId } }),
  });
}

export function useCrcHistory(appId: string, id: string) {
  return useQuery({
    queryKey: webhookKeys.checks(appId, id),
    queryFn: () =>
      consoleApi("GET /console-api/apps/:id/webhooks/:webhookId/checks", {
        params: { id: appId, webhookId: id },
      }),
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
  useWebhookMutation(appId, (url: string) =>
    consoleApi("POST /console-api/apps/:id/webhooks", { params: { id: appId }, body: { url } }),
  );
export const useCheckWebhook = (appId: string, id: string) =>
  useWebhookMutation(appId, () =>
    consoleApi("POST /console-api/apps/:id/webhooks/:webhookId/check", {
      params: { id: appId, webhookId: id },
    }),
  );
export const useDeleteWebhook = (appId: string, id: string) =>
  useWebhookMutation(appId, () =>
    consoleApi("DELETE /console-api/apps/:id/webhooks/:webhookId", {
      params: { id: appId, webhookId: id },
    }),
  );
