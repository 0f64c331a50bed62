"use client";

import Link from "next/link";
import { AppTabs } from "@/components/apps/app-tabs";
import { useApp } from "@/components/apps/queries";
import { QueryState } from "@/components/data/query-state";
import { WebhooksSection } from "./webhooks-section";

/** /console/apps/[id]/webhooks: the app's heading and tabs, then its webhooks. */
export function WebhooksPage({ id }: { id: string }) {
  const app = useApp(id);
  return (
    <div className="max-w-3xl space-y-8">
      <div>
        <Link href="/console/apps" className="text-sm text-zinc-600 hover:text-zinc-900">
          ← Apps
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">
          {app.data ? `${app.data.name}: webhooks` : "Webhooks"}
        </h1>
      </div>
      <AppTabs appId={id} current="webhooks" />
      <QueryState
        query={app}
        loading="Loading app"
        failed="Could not load the app"
        notFound={{
          title: "App not found",
          message: "It may have been deleted, or it belongs to another account.",
        }}
      >
        {() => <WebhooksSection appId={id} />}
      </QueryState>
    </div>
  );
}
