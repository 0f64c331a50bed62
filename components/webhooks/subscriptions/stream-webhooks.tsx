"use client";

import { consoleApi } from "@/components/console-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useChange, type Overview } from "./queries";
import { Card } from "@/components/ui/card";
import { TierNote } from "./tier-note";

/**
 * Which of the app's webhooks receive the filtered stream; link or unlink each. On a tier without
 * stream webhooks the card says which tier has them and offers only unlinking what is linked.
 */
export function StreamWebhooks({ appId, data }: { appId: string; data: Overview }) {
  const toast = useToast();
  const change = useChange(appId, (a: { id: string; link: boolean }) =>
    a.link
      ? consoleApi("POST /console-api/apps/:id/subscriptions/stream-webhooks/:webhook_id", {
          params: { id: appId, webhook_id: a.id },
        })
      : consoleApi("DELETE /console-api/apps/:id/subscriptions/stream-webhooks/:webhook_id", {
          params: { id: appId, webhook_id: a.id },
        }),
  );
  const linked = new Set(data.stream_webhooks);
  const note = data.unavailable.stream_webhooks;
  const shown = note ? data.webhooks.filter((w) => linked.has(w.id)) : data.webhooks;
  return (
    <Card as="div" level={3} title="Webhooks receiving the filtered stream" className="">
      {change.isError && (
        <div className="mt-3">
          <Alert>{change.error.message}</Alert>
        </div>
      )}
      {note && (
        <p className="mt-2 text-sm text-zinc-700" data-testid="stream-webhooks-tier">
          <TierNote appId={appId} note={note} />
        </p>
      )}
      {!shown.length ? (
        !note && <p className="mt-2 text-sm text-zinc-600">This app has no webhooks yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-zinc-100">
          {shown.map((w) => {
            const on = linked.has(w.id);
            return (
              <li key={w.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <span className="break-all">{w.url}</span>
                <span className={on ? "text-emerald-800" : "text-zinc-600"}>
                  {on ? "Linked" : "Not linked"}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  className="ml-auto"
                  aria-label={`${on ? "Unlink" : "Link"} ${w.url}`}
                  pending={change.isPending && change.variables?.id === w.id}
                  onClick={() =>
                    change.mutate(
                      { id: w.id, link: !on },
                      { onSuccess: () => toast(on ? "Webhook unlinked" : "Webhook linked") },
                    )
                  }
                >
                  {on ? "Unlink" : "Link"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
