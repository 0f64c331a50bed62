"use client";

import Link from "next/link";
import { QueryState } from "@/components/data/query-state";
import { AppTabs } from "@/components/apps/app-tabs";
import { useApp } from "@/components/apps/queries";
import { AccountSection } from "./account-section";
import { ActivitySection } from "./activity-section";
import { useOverview } from "./queries";
import { RulesSection } from "./rules-section";

/** The app's subscriptions: activity subscriptions, account activity, filtered-stream rules. */
export function SubscriptionsPage({ appId }: { appId: string }) {
  const app = useApp(appId);
  const overview = useOverview(appId);
  return (
    <div className="max-w-5xl space-y-10">
      <div>
        <Link href="/console/apps" className="text-sm text-zinc-600 hover:text-zinc-900">
          ← Apps
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">
          {app.data ? `${app.data.name}: subscriptions` : "Subscriptions"}
        </h1>
      </div>
      <AppTabs appId={appId} current="subscriptions" />
      <QueryState
        query={overview}
        loading="Loading subscriptions"
        failed="Could not load the subscriptions"
        notFound={{
          title: "App not found",
          message: "It may have been deleted, or it belongs to another account.",
        }}
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
    </div>
  );
}
