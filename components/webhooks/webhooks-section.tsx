"use client";

import Link from "next/link";
import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { DOCS_HREF, RegisterForm } from "./register-form";
import { useWebhooks } from "./queries";
import { WebhookCard } from "./webhook-card";
import { Card } from "@/components/ui/card";

/** The Webhooks tab of an app: what is registered, and the form to register another. */
export function WebhooksSection({ appId }: { appId: string }) {
  const hooks = useWebhooks(appId);
  return (
    <QueryState query={hooks} loading="Loading webhooks" failed="Could not load the webhooks">
      {({ webhooks, rules }) => (
        <div className="space-y-8">
          <section aria-labelledby="webhooks-list" className="space-y-4">
            <h2 id="webhooks-list" className="text-lg font-semibold">
              Webhooks{" "}
              <span className="text-sm font-normal text-zinc-600">
                ({webhooks.length} of {rules.limit_per_app})
              </span>
            </h2>
            {webhooks.length === 0 ? (
              <EmptyState title="No webhooks yet">
                <p>
                  A webhook is an https URL of yours that the platform POSTs events to (posts,
                  follows, messages…) as they happen, each signed with your consumer secret.
                </p>
                <p className="mt-1">
                  Register one below, or{" "}
                  <Link href={DOCS_HREF} className="font-medium text-accent-700 underline">
                    read how to build a receiver
                  </Link>
                  .
                </p>
              </EmptyState>
            ) : (
              webhooks.map((hook) => <WebhookCard key={hook.id} appId={appId} hook={hook} />)
            )}
          </section>
          <Card title="Register a webhook">
            <RegisterForm appId={appId} rules={rules} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
