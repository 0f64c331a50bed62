"use client";

import { APP_NOT_FOUND, AppPage } from "@/components/apps/app-page";
import { QueryState } from "@/components/data/query-state";
import { DeliveryCharts } from "./delivery-charts";
import { DeliveryLog } from "./delivery-log";
import { LiveView } from "./live-view";
import { useWebhooks } from "./queries";
import { ReplayForm } from "./replay-form";
import { TestEventForm } from "./test-event-form";
import { Card } from "@/components/ui/card";

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
              <Card as="div" className="">
                <TestEventForm appId={appId} webhooks={webhooks} />
              </Card>
              <Card as="div" className="">
                <ReplayForm appId={appId} webhooks={webhooks} />
              </Card>
            </div>
            {webhooks.length > 0 && (
              <Card as="div" className="">
                <DeliveryCharts appId={appId} webhooks={webhooks} />
              </Card>
            )}
            <Card as="div" className="">
              <LiveView appId={appId} />
            </Card>
            <DeliveryLog appId={appId} webhooks={webhooks} />
          </div>
        )}
      </QueryState>
    </AppPage>
  );
}
