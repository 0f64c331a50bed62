"use client";

import { APP_NOT_FOUND, AppPage } from "@/components/apps/app-page";
import { QueryState } from "@/components/data/query-state";
import { AccountSection } from "./account-section";
import { ActivitySection } from "./activity-section";
import { useOverview } from "./queries";
import { RulesSection } from "./rules-section";

/** The app's subscriptions: activity subscriptions, account activity, filtered-stream rules. */
export function SubscriptionsPage({ appId }: { appId: string }) {
  const overview = useOverview(appId);
  return (
    <AppPage appId={appId} current="subscriptions" section="subscriptions" className="max-w-5xl">
      <QueryState
        query={overview}
        loading="Loading subscriptions"
        failed="Could not load the subscriptions"
        notFound={APP_NOT_FOUND}
        rows={6}
      >
        {(data) => (
          <>
            <ActivitySection appId={appId} data={data} />
            <AccountSection appId={appId} data={data} />
            <RulesSection appId={appId} data={data} />
          </>
        )}
      </QueryState>
    </AppPage>
  );
}
