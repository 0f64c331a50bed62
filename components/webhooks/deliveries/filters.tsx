"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { fromLocalInput, toLocalInput } from "./format";
import { KINDS } from "./kinds";
import type { Filters } from "./queries";

const NAMES = ["state", "kind", "from", "to"] as const;
const STATES = ["pending", "delivered", "failed"] as const;

/** The log's filters live in the URL (shareable, kept on reload): state, kind, from, to (ISO UTC). */
export function useFilters(): [Filters, (next: Filters) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const value = (n: (typeof NAMES)[number]) => params.get(n) ?? undefined;
  // A state typed into the address that the log does not have filters nothing.
  const state = STATES.find((s) => s === params.get("state"));
  const filters: Filters = { state, kind: value("kind"), from: value("from"), to: value("to") };
  const set = (next: Filters) => {
    const q = new URLSearchParams();
    for (const n of NAMES) if (next[n]) q.set(n, next[n]);
    const s = q.toString();
    router.replace(s ? `${pathname}?${s}` : pathname, { scroll: false });
  };
  return [filters, set];
}

export function FilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (f: Filters) => void;
}) {
  const set = (k: keyof Filters, v: string | undefined) =>
    onChange({ ...filters, [k]: v || undefined });
  return (
    <form
      aria-label="Filter deliveries"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="State">
        {(p) => (
          <Select {...p} value={filters.state ?? ""} onChange={(e) => set("state", e.target.value)}>
            <option value="">Any state</option>
            <option value="delivered">Delivered</option>
            <option value="pending">Pending</option>
            <option value="failed">Failed</option>
          </Select>
        )}
      </Field>
      <Field label="Event kind">
        {(p) => (
          <Select {...p} value={filters.kind ?? ""} onChange={(e) => set("kind", e.target.value)}>
            <option value="">Any kind</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="From (your time)">
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={toLocalInput(filters.from)}
            onChange={(e) => set("from", fromLocalInput(e.target.value))}
          />
        )}
      </Field>
      <Field label="To (your time)">
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={toLocalInput(filters.to)}
            onChange={(e) => set("to", fromLocalInput(e.target.value))}
          />
        )}
      </Field>
    </form>
  );
}
