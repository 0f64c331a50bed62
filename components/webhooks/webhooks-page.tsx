"use client";

import { APP_NOT_FOUND, AppPage } from "@/components/apps/app-page";
import { useApp } from "@/components/apps/queries";
import { QueryState } from "@/components/data/query-state";
import { WebhooksSection } from "./webhooks-section";

/** /console/apps/[id]/webhooks: the app's heading and tabs, then its webhooks. */
export function WebhooksPage({ id }: { id: string }) {
  const app = useApp(id);
  return (
    <AppPage appId={id} current="webhooks" section="webhooks">
      <QueryState
        query={app}
        loading="Loading app"
        failed="Could not load the app"
        notFound={APP_NOT_FOUND}
      >
        {() => <WebhooksSection appId={id} />}
      </QueryState>
    </AppPage>
  );
}
