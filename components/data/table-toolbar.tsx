import { Input, Select } from "@/components/ui/input";

export type StatusFilter = { label: string; options: { value: string; label: string }[] };

/** Search box and status filter above a table; labelled for assistive tech, stacked on a phone. */
export function TableToolbar({
  name,
  query,
  onQuery,
  filter,
  status,
  onStatus,
}: {
  name: string;
  query?: string;
  onQuery?: (q: string) => void;
  filter?: StatusFilter;
  status: string;
  onStatus: (s: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      {onQuery && (
        <Input
          type="search"
          aria-label={`Search ${name}`}
          placeholder="Search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          className="sm:max-w-64"
        />
      )}
      {filter && (
        <Select
          aria-label={filter.label}
          value={status}
          onChange={(e) => onStatus(e.target.value)}
          className="sm:max-w-48"
        >
          <option value="">All statuses</option>
          {filter.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}
