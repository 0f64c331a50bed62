"use client";

import { useState } from "react";
import { consoleApi } from "@/components/console-client";
import { DataTable } from "@/components/data/data-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { ActivityForm } from "./activity-form";
import { EditSubscription } from "./edit-subscription";
import { activityColumns as columns, activityLabel as label } from "./activity-columns";
import { useChange, type ActivityRow, type Overview } from "./queries";
import { Card } from "@/components/ui/card";

/** Activity subscriptions: the table, its edit / delete / bulk delete, and the create form. */
export function ActivitySection({ appId, data }: { appId: string; data: Overview }) {
  const toast = useToast();
  const [editing, setEditing] = useState<ActivityRow | null>(null);
  const [deleting, setDeleting] = useState<{ rows: ActivityRow[]; done: () => void } | null>(null);
  const remove = useChange(appId, (ids: string[]) =>
    ids.length === 1
      ? consoleApi("DELETE /console-api/apps/:id/subscriptions/activity/:sid", {
          params: { id: appId, sid: ids[0] },
        })
      : consoleApi("POST /console-api/apps/:id/subscriptions/activity/delete", {
          params: { id: appId },
          body: { ids },
        }),
  );
  const close = () => {
    setDeleting(null);
    remove.reset();
  };
  const n = deleting?.rows.length ?? 0;

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <div>
        <h2 id="activity-heading" className="text-lg font-semibold">
          Activity subscriptions
        </h2>
        <p className="text-sm text-zinc-600">
          Events of one type, narrowed by a filter, delivered to a webhook and to the app&apos;s
          activity stream ({data.activity.length.toLocaleString("en-US")} of{" "}
          {data.activity_limit.toLocaleString("en-US")}).
        </p>
      </div>
      <DataTable
        caption="Activity subscriptions"
        noun="subscription"
        rows={data.activity}
        rowKey={(r) => r.subscription_id}
        rowLabel={label}
        columns={columns}
        searchText={(r) => `${label(r)} ${r.tag ?? ""} ${r.webhook_url ?? ""}`}
        bulkActions={(rows, clear) => (
          <Button variant="danger" size="sm" onClick={() => setDeleting({ rows, done: clear })}>
            Delete selected
          </Button>
        )}
        actions={(r) => (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(r)}
              aria-label={`Edit ${label(r)}`}
            >
              Edit
            </Button>
            <Button
              variant="ghostDanger"
              size="sm"
              onClick={() => setDeleting({ rows: [r], done: () => {} })}
              aria-label={`Delete ${label(r)}`}
            >
              Delete
            </Button>
          </>
        )}
        empty={
          <EmptyState title="No activity subscriptions yet">
            Add one below to receive events of a type as they happen.
          </EmptyState>
        }
      />
      <Card as="div" className="">
        <ActivityForm appId={appId} webhooks={data.webhooks} newsNote={data.unavailable.news_new} />
      </Card>
      {editing && (
        <EditSubscription
          appId={appId}
          row={editing}
          webhooks={data.webhooks}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={n === 1 ? "Delete this subscription?" : `Delete ${n} subscriptions?`}
        confirmLabel={n === 1 ? "Delete subscription" : `Delete ${n} subscriptions`}
        pending={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.rows.map((r) => r.subscription_id),
            {
              onSuccess: () => {
                toast(n === 1 ? "Subscription deleted" : `${n} subscriptions deleted`);
                deleting.done();
                close();
              },
            },
          )
        }
      >
        <p>Their events stop reaching the webhook and the activity stream at once.</p>
      </ConfirmDialog>
    </section>
  );
}
