import { formatDateTime as formatDate } from "@/components/format/time";
import { plain } from "@/components/format/labels";
import { historyValue as show } from "./history-value";
import type { HistoryEntry } from "../types";

const tones = { CREATE: "bg-emerald-500", UPDATE: "bg-accent-500", DELETE: "bg-red-500" } as const;
const verbs = { CREATE: "Created", UPDATE: "Updated", DELETE: "Deleted" } as const;

type Props = { entry: HistoryEntry; who?: string; currency?: string; timeZone: string };

export function HistoryEntryItem({ entry, who, currency, timeZone }: Props) {
  const fields = Object.entries(entry.changes ?? {});
  // Creations and deletions list every field: folded by default so updates stay easy to scan.
  const fold = entry.change_type !== "UPDATE" && fields.length > 4;
  const table = (
    <dl className="mt-2 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {fields.map(([field, { old, new: next }]) => (
        <div key={field} className="contents">
          <dt className="text-xs leading-5 text-zinc-500">{plain(field)}</dt>
          <dd className="break-words text-zinc-800">
            {entry.change_type !== "CREATE" && (
              <>
                <span className="text-zinc-500 line-through decoration-zinc-300">
                  {show(field, old, timeZone, currency)}
                </span>
                <span aria-label="changed to" className="px-1.5 text-zinc-500">
                  →
                </span>
              </>
            )}
            <span className="font-medium">{show(field, next, timeZone, currency)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <li className="relative">
      <span
        aria-hidden
        className={`absolute -left-[31px] top-1.5 size-3 rounded-full ring-4 ring-zinc-50 ${tones[entry.change_type] ?? "bg-zinc-400"}`}
      />
      <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{verbs[entry.change_type] ?? entry.change_type}</span>
          <span className="text-zinc-500">
            {plain(entry.entity_type).toLowerCase()}{" "}
            <span className="font-mono text-xs">{entry.entity_id}</span>
          </span>
          <span className="text-zinc-500">
            by {who ? `@${who}` : "user"}{" "}
            <span className="font-mono text-xs">({entry.user_id ?? "system"})</span>
          </span>
          <time dateTime={entry.created_at} className="ml-auto text-xs text-zinc-500">
            {formatDate(entry.created_at, timeZone)}
          </time>
        </p>
        {fields.length === 0 ? null : fold ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-sm text-accent-700">
              {fields.length} fields
            </summary>
            {table}
          </details>
        ) : (
          table
        )}
      </div>
    </li>
  );
}
