"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  consoleApi,
  consolePage,
  type ConsoleAnswer,
  type ConsoleCall,
  type ConsolePageAnswer,
} from "@/components/console-client";

/** The Deliveries tab's calls to /console-api/apps/:id/deliveries… (lib/webhooks/routes/console-deliveries.ts). */
export type Delivery = ConsolePageAnswer<"GET /console-api/apps/:id/deliveries">["data"][number];
export type Webhook = ConsoleAnswer<"GET /console-api/apps/:id/deliveries/webhooks">[number];
type ListQuery = NonNullable<ConsoleCall<"GET /console-api/apps/:id/deliveries">["query"]>;
export type Filters = Pick<ListQuery, "state" | "kind" | "from" | "to">;
export type Bucket = NonNullable<
  NonNullable<ConsoleCall<"GET /console-api/apps/:id/deliveries/stats">["query"]>["bucket"]
>;

const keys = {
  all: (appId: string) => ["deliveries", appId] as const,
};

export function useWebhooks(appId: string) {
  return useQuery({
    queryKey: [...keys.all(appId), "webhooks"],
    queryFn: () =>
      consoleApi("GET /console-api/apps/:id/deliveries/webhooks", { params: { id: appId } }),
  });
}

export function useDeliveries(appId: string, f: Filters) {
  return useInfiniteQuery({
    queryKey: [...keys.all(appId), "log", f],
    initialPageParam: "",
    queryFn: ({ pageParam }) =>
      consolePage("GET /console-api/apps/:id/deliveries", {
        params: { id: appId },
        query: { ...f, cursor: pageParam || undefined },
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A monitoring page: new deliveries and retries show up without a reload (visible tab only).
    refetchInterval: 5000,
  });
}

export function useStats(appId: string, webhookId: string, bucket: Bucket) {
  return useQuery({
    queryKey: [...keys.all(appId), "stats", webhookId, bucket],
    enabled: !!webhookId,
    queryFn: () =>
      consoleApi("GET /console-api/apps/:id/deliveries/stats", {
        params: { id: appId },
        query: { webhook_id: webhookId, bucket },
      }),
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
    consoleApi("POST /console-api/apps/:id/deliveries/:deliveryId/retry", {
      params: { id: appId, deliveryId: id },
    }),
  );

export type TestEvent = ConsoleCall<"POST /console-api/apps/:id/deliveries/test">["body"];
export const useSendTest = (appId: string) =>
  useAppMutation(appId, (body: TestEvent) =>
    consoleApi("POST /console-api/apps/:id/deliveries/test", { params: { id: appId }, body }),
  );

export type ReplayRequest = ConsoleCall<"POST /console-api/apps/:id/deliveries/replay">["body"];
export const useReplay = (appId: string) =>
  useAppMutation(appId, (body: ReplayRequest) =>
    consoleApi("POST /console-api/apps/:id/deliveries/replay", { params: { id: appId }, body }),
  );

export type ReplayJob = ConsoleAnswer<"GET /console-api/apps/:id/deliveries/replay/:jobId">;
export function useReplayJob(appId: string, jobId: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...keys.all(appId), "replay", jobId],
    enabled: !!jobId,
    queryFn: async () => {
      const job = await consoleApi("GET /console-api/apps/:id/deliveries/replay/:jobId", {
        params: { id: appId, jobId: jobId ?? "" },
      });
      if (job.state === "complete")
        void qc.invalidateQueries({ queryKey: [...keys.all(appId), "log"] });
      return job;
    },
    refetchInterval: (q) => (q.state.data?.state === "complete" ? false : 2000),
  });
}
