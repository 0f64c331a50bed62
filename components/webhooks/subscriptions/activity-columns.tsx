import type { Column } from "@/components/data/data-table";
import { formatDateTime } from "@/components/format/time";
import { filterInWords, meaning } from "./kinds";
import type { ActivityRow } from "./queries";

/** The activity subscriptions table's columns, and the words naming a row for its buttons. */
const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

export const activityColumns: Column<ActivityRow>[] = [
  {
    key: "type",
    header: "Event type",
    rowHeader: true,
    sortValue: (r) => r.event_type,
    cell: (r) => (
      <span>
        {r.event_type}
        <span className="block text-xs font-normal text-zinc-600">{meaning(r.event_type)}</span>
      </span>
    ),
  },
  {
    key: "filter",
    header: "Filter",
    cell: (r) => <span className="inline-block min-w-40 break-words">{filterInWords(r)}</span>,
  },
  { key: "tag", header: "Tag", sortValue: (r) => r.tag ?? "", cell: (r) => r.tag ?? "—" },
  {
    key: "webhook",
    header: "Webhook",
    cell: (r) => <span className="break-all">{r.webhook_url ?? "Stream only"}</span>,
  },
  {
    key: "created",
    header: "Created",
    sortValue: (r) => r.created_at,
    cell: (r) => when(r.created_at),
  },
];

export const activityLabel = (r: ActivityRow) => `${r.event_type} ${filterInWords(r)}`;
