"use client";

import { useState } from "react";
import { consoleApi } from "@/components/console-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { useChange, type Overview } from "./queries";
import { Card } from "@/components/ui/card";

type Target = { webhookId: string; url: string; user: { id: string; screen_name: string } };
const who = (u: Target["user"]) => (u.screen_name ? `@${u.screen_name}` : u.id);

/** Account activity: per webhook, the users subscribed to it, and unsubscribing one (confirmed). */
export function AccountSection({ appId, data }: { appId: string; data: Overview }) {
  const toast = useToast();
  const [target, setTarget] = useState<Target | null>(null);
  const remove = useChange(appId, (t: Target) =>
    consoleApi("DELETE /console-api/apps/:id/subscriptions/account/:webhook_id/:user_id", {
      params: { id: appId, webhook_id: t.webhookId, user_id: t.user.id },
    }),
  );
  const close = () => {
    setTarget(null);
    remove.reset();
  };
  return (
    <section aria-labelledby="account-heading" className="space-y-4">
      <div>
        <h2 id="account-heading" className="text-lg font-semibold">
          Account activity
        </h2>
        <p className="text-sm text-zinc-600">
          Users subscribe themselves through your app with their own authorization (OAuth 1.0a or an
          OAuth 2.0 user token); here you see who is subscribed and can remove them.
        </p>
      </div>
      {!data.account_activity.length && (
        <EmptyState title="No webhooks yet">
          Register a webhook for this app first; users then subscribe to it.
        </EmptyState>
      )}
      {data.account_activity.map((h) => (
        <Card
          key={h.webhook_id}
          as="div"
          level={3}
          title={h.webhook_url}
          description={`${h.count} ${h.count === 1 ? "user" : "users"} subscribed`}
          className=""
        >
          {h.users.length > 0 && (
            <ul
              className="mt-3 divide-y divide-zinc-100"
              aria-label={`Users subscribed to ${h.webhook_url}`}
            >
              {h.users.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                  <span className="font-medium">{who(u)}</span>
                  <span className="text-zinc-600">id {u.id}</span>
                  <Button
                    variant="ghostDanger"
                    size="sm"
                    className="ml-auto"
                    aria-label={`Unsubscribe ${who(u)} from ${h.webhook_url}`}
                    onClick={() =>
                      setTarget({ webhookId: h.webhook_id, url: h.webhook_url, user: u })
                    }
                  >
                    Unsubscribe
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
      <ConfirmDialog
        open={Boolean(target)}
        title="Unsubscribe this user?"
        confirmLabel="Unsubscribe"
        pending={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={() =>
          target &&
          remove.mutate(target, {
            onSuccess: () => {
              toast(`${who(target.user)} unsubscribed`);
              close();
            },
          })
        }
      >
        {target && (
          <p>
            {who(target.user)}&apos;s events stop reaching {target.url}. Only the user can subscribe
            again.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
