"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { useAdAccount } from "../account-context";
import {
  ceilHour,
  floorHour,
  fromZonedInput,
  isoSeconds,
  toZonedInput,
} from "@/components/format/time";
import { HistoryEntryItem } from "./history-entry";
import { HistoryFilters, useEntities, type EntityType } from "./history-filters";
import { useAccountUsers, useHistory, type HistoryFilter } from "../queries";

const WEEK = 7 * 24 * 3_600_000;

/** The API takes whole UTC hours only: the range is rounded outwards (From down, To up). */
function range(
  from: string,
  to: string,
  timeZone: string,
): { start?: string; end?: string; error?: string } {
  const [fa, tb] = [fromZonedInput(from, timeZone), fromZonedInput(to, timeZone)];
  const a = fa ? new Date(fa) : null;
  const b = tb ? new Date(tb) : null;
  if (!a || !b || Number.isNaN(a.getTime()) || Number.isNaN(b.getTime()))
    return { error: "Enter both times" };
  const start = floorHour(a);
  const end = ceilHour(b);
  if (end <= start) return { error: "To must be after From" };
  return { start: isoSeconds(start), end: isoSeconds(end) };
}

export function HistoryView() {
  const account = useAdAccount();
  const [type, setType] = useState<EntityType>("CAMPAIGN");
  const [picked, setPicked] = useState<string>("");
  // Default: the last 7 days, ending at the next whole hour so the latest changes are included.
  const [to, setTo] = useState(() => toZonedInput(ceilHour(new Date()), account.timezone));
  const [from, setFrom] = useState(() =>
    toZonedInput(new Date(ceilHour(new Date()).getTime() - WEEK), account.timezone),
  );
  const { list, loading } = useEntities(account, type);
  const entity = list.find((e) => e.id === picked) ?? list[0];
  const r = range(from, to, account.timezone);
  const filter: HistoryFilter | null =
    entity && r.start && r.end
      ? { entity_type: type, entity_id: entity.id, start_time: r.start, end_time: r.end }
      : null;
  const history = useHistory(account, filter);
  const users = useAccountUsers(account);
  const who = new Map((users.data ?? []).map((u) => [u.user_id, u.screen_name]));
  const entries = history.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="space-y-6">
      <HistoryFilters
        type={type}
        entityId={entity?.id ?? ""}
        entities={list}
        loading={loading}
        from={from}
        to={to}
        rangeError={r.error}
        onType={(t) => {
          setType(t);
          setPicked("");
        }}
        onEntity={setPicked}
        onFrom={setFrom}
        onTo={setTo}
      />
      <section aria-labelledby="timeline-heading" className="space-y-3">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          Changes{" "}
          {entity && <span className="text-sm font-normal text-zinc-500">to {entity.label}</span>}
        </h2>
        {!filter ? (
          <p className="text-sm text-zinc-600">
            {loading
              ? "Loading…"
              : !entity
                ? "Nothing of this type in the account."
                : "Choose a valid time range."}
          </p>
        ) : (
          <QueryState query={history} loading="Loading history" failed="Could not load the history">
            {() =>
              entries.length === 0 ? (
                <EmptyState title="No changes in this period">
                  Try a longer time range or another entity.
                </EmptyState>
              ) : (
                <ol
                  aria-label="History timeline"
                  className="relative space-y-4 border-l-2 border-zinc-200 pl-6"
                >
                  {entries.map((e) => (
                    <HistoryEntryItem
                      key={e.id}
                      entry={e}
                      who={e.user_id ? who.get(e.user_id) : undefined}
                      currency={entity?.currency}
                      timeZone={account.timezone}
                    />
                  ))}
                </ol>
              )
            }
          </QueryState>
        )}
        {history.hasNextPage && (
          <Button
            variant="secondary"
            pending={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Load older changes
          </Button>
        )}
      </section>
    </div>
  );
}
