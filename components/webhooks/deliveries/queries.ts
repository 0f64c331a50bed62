"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/components/api";
import type { DeliveryView } from "@/lib/webhooks/routes/console-deliveries-view";
import type { WebhookDetail } from "@/lib/webhooks/service";
import type { StatsPoint } from "@/lib/webhooks/delivery/service";

/** The Deliveries tab's calls to /console-api/apps/:id/deliveries… (lib/webhooks/routes/console-deliveries.ts). */
export type Delivery = DeliveryView;
export type Webhook = WebhookDetail;
export type Filters = { state?: string; kind?: string; from?: string; to?: string };

const base = (appId: string) => `/console-api/apps/${encodeURIComponent(appId)}/deliveries`;
const keys = {
  all: (appId: string) => ["deliveries", appId] as const,
};

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
};

export function useWebhooks(appId: string) {
  return useQuery({
    queryKey: [...keys.all(appId), "webhooks"],
    queryFn: () => api.get<Webhook[]>(`${base(appId)}/webhooks`),
  });
}

export function useDeliveries(appId: string, f: Filters) {
  return useInfiniteQuery({
    queryKey: [...keys.all(appId), "log", f],
    initialPageParam: "",
    queryFn: ({ pageParam }) =>
      api.page<Delivery[]>(`${base(appId)}${query({ ...f, cursor: pageParam })}`),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A monitoring page: new deliveries and retries show up without a reload (visible tab only).
    refetchInterval: 5000,
  });
}

export function useStats(appId: string, webhookId: string, bucket: string) {
  return useQuery({
    queryKey: [...keys.all(appId), "stats", webhookId, bucket],
    enabled: !!webhookId,
    queryFn: () =>
      api.get<StatsPoint[]>(`${base(appId)}/stats${query({ webhook_id: webhookId, bucket })}`),
    // The charts follow new attempts like the log does (one aggregate query; visible tab only).
    refetchInterval: 10_000,
  });
}

function useAppMutation<I, O>(appId: string, fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the caller's toast comes at once, the lists catch up behind it.
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all(appId) }),
  });
}

export const useRetry = (appId: string) =>
  useAppMutation(appId, (id: string) =>
    api.post<{ ok: boolean; status: number | null; error: string | null }>(
      `${base(appId)}/${encodeURIComponent(id)}/retry`,
    ),
  );

export type TestEvent = { event_type: string; webhook_id?: string; user_id?: string };
export const useSendTest = (appId: string) =>
  useAppMutation(appId, (body: TestEvent) =>
    api.post<{ event_id: string; event_type: string }>(`${base(appId)}/test`, body),
  );

export type ReplayRequest = { webhook_id: string; from_date: string; to_date: string };
export const useReplay = (appId: string) =>
  useAppMutation(appId, (body: ReplayRequest) =>
    api.post<{ job_id: string; created_at: string }>(`${base(appId)}/replay`, body),
  );

export type ReplayJob = {
  job_id: string;
  state: string;
  resent: number;
  completed_at: string | null;
};
export function useReplayJob(appId: string, jobId: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...keys.all(appId), "replay", jobId],
    enabled: !!jobId,
    queryFn: async () => {
      const job = await api.get<ReplayJob>(`${base(appId)}/replay/${jobId}`);
      if (job.state === "complete")
        void qc.invalidateQueries({ queryKey: [...keys.all(appId), "log"] });
      return job;
    },
    refetchInterval: (q) => (q.state.data?.state === "complete" ? false : 2000),
  });
}
