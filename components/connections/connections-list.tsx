"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { formatDateTime as formatDate } from "@/components/format/time";

export type Connection = ConsoleAnswer<"GET /console-api/connections">[number];

const KEY = ["connections"] as const;

export function ConnectionsList() {
  const qc = useQueryClient();
  const connections = useQuery({
    queryKey: KEY,
    queryFn: () => consoleApi("GET /console-api/connections"),
  });
  const revoke = useMutation({
    mutationFn: (appId: string) =>
      consoleApi("DELETE /console-api/connections/:appId", { params: { appId } }),
    onSuccess: (_, appId) => {
      qc.setQueryData<Connection[]>(KEY, (list) => list?.filter((c) => c.app_id !== appId));
      return qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const [target, setTarget] = useState<Connection | null>(null);
  const toast = useToast();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Connected apps</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Apps you have allowed to use your account. Revoking signs them out of it.
        </p>
      </div>

      <QueryState
        query={connections}
        loading="Loading connected apps"
        failed="Could not load connected apps"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No connected apps">
              Apps you authorize with your account will be listed here.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-zinc-100 rounded-xl bg-white shadow-sm ring-1 ring-zinc-200">
              {list.map((c) => (
                <li key={c.app_id} className="flex flex-wrap items-center gap-4 px-5 py-4">
                  <div className="min-w-0 flex-1">
                    <h2 className="font-medium">{c.app_name}</h2>
                    {c.app_website && (
                      <a
                        href={c.app_website}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="text-sm text-accent-700 hover:underline"
                      >
                        {c.app_website}
                      </a>
                    )}
                    <p className="mt-1 text-sm text-zinc-600">
                      {c.access_level} · connected{" "}
                      <time dateTime={c.connected_at}>{formatDate(c.connected_at)}</time>
                    </p>
                    {c.scopes.length > 0 && (
                      <ul aria-label="Scopes" className="mt-2 flex flex-wrap gap-1.5">
                        {c.scopes.map((s) => (
                          <li
                            key={s}
                            className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-700"
                          >
                            {s}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      revoke.reset();
                      setTarget(c);
                    }}
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>

      <ConfirmDialog
        open={target !== null}
        title="Revoke access?"
        confirmLabel="Revoke access"
        pending={revoke.isPending}
        error={revoke.error}
        onCancel={() => {
          setTarget(null);
          revoke.reset();
        }}
        onConfirm={() =>
          target &&
          revoke.mutate(target.app_id, {
            onSuccess: () => {
              toast(`Access revoked: ${target.app_name} can no longer use your account.`);
              setTarget(null);
            },
          })
        }
      >
        <p>
          <strong className="text-zinc-900">{target?.app_name}</strong> will no longer be able to
          use your account. Its tokens stop working now.
        </p>
      </ConfirmDialog>
    </div>
  );
}
