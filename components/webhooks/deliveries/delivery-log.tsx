"use client";

import { QueryState } from "@/components/data/query-state";
import { Button } from "@/components/ui/button";
import { DeliveryRow } from "./delivery-row";
import { FilterBar, useFilters } from "./filters";
import { useDeliveries, type Webhook } from "./queries";

/** The delivery log: filters in the URL, newest first, "Load more" follows the cursor. */
export function DeliveryLog({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const [filters, setFilters] = useFilters();
  const log = useDeliveries(appId, filters);
  const urlOf = (id: string) => webhooks.find((w) => w.id === id)?.url ?? `webhook ${id}`;
  return (
    <section aria-labelledby="log-heading" className="space-y-4">
      <h2 id="log-heading" className="text-lg font-semibold">
        Delivery log
      </h2>
      <FilterBar filters={filters} onChange={setFilters} />
      <QueryState query={log} loading="Loading deliveries" failed="Could not load deliveries">
        {(data) => {
          const rows = data.pages.flatMap((p) => p.data);
          if (!rows.length)
            return <p className="text-sm text-zinc-600">No deliveries match these filters yet.</p>;
          return (
            <div className="space-y-3">
              <ul className="space-y-2" aria-label="Deliveries">
                {rows.map((d) => (
                  <DeliveryRow key={d.id} d={d} appId={appId} url={urlOf(d.webhook_id)} />
                ))}
              </ul>
              {log.hasNextPage && (
                <Button
                  variant="secondary"
                  pending={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  Load more
                </Button>
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
