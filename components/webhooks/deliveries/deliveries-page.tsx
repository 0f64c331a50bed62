"use client";

import { APP_NOT_FOUND, AppPage } from "@/components/apps/app-page";
import { QueryState } from "@/components/data/query-state";
import { DeliveryCharts } from "./delivery-charts";
import { DeliveryLog } from "./delivery-log";
import { LiveView } from "./live-view";
import { useWebhooks } from "./queries";
import { ReplayForm } from "./replay-form";
import { TestEventForm } from "./test-event-form";

const card = "min-w-0 rounded-lg border border-zinc-200 bg-white p-4 sm:p-5";

/** /console/apps/:id/deliveries: what the app's webhooks were sent, and the tools around it. */
export function DeliveriesPage({ appId }: { appId: string }) {
  const hooks = useWebhooks(appId);
  return (
    <AppPage appId={appId} current="deliveries" section="deliveries" className="">
      <QueryState
        query={hooks}
        loading="Loading webhooks"
        failed="Could not load the app's webhooks"
        notFound={APP_NOT_FOUND}
      >
        {(webhooks) => (
          <div className="space-y-8">
            {webhooks.length === 0 && (
              <p className="text-sm text-zinc-600">
                This app has no webhook yet: register one on its Webhooks tab to receive events.
              </p>
            )}
            <div className="grid gap-6 lg:grid-cols-2">
              <div className={card}>
                <TestEventForm appId={appId} webhooks={webhooks} />
              </div>
              <div className={card}>
                <ReplayForm appId={appId} webhooks={webhooks} />
              </div>
            </div>
            {webhooks.length > 0 && (
              <div className={card}>
                <DeliveryCharts appId={appId} webhooks={webhooks} />
              </div>
            )}
            <div className={card}>
              <LiveView appId={appId} />
            </div>
            <DeliveryLog appId={appId} webhooks={webhooks} />
          </div>
        )}
      </QueryState>
    </AppPage>
  );
}
