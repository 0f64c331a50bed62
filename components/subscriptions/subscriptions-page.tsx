"use client";

import Link from "next/link";
import { QueryState } from "@/components/data/query-state";
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
        <Link
          href={`/console/apps/${encodeURIComponent(appId)}`}
          className="text-sm text-zinc-600 hover:text-zinc-900"
        >
          ← Back to {app.data?.name ?? "the app"}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">
          Subscriptions{app.data ? ` of ${app.data.name}` : ""}
        </h1>
      </div>
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
