"use client";

import Link from "next/link";
import type { Column } from "@/components/data/data-table";
import {
  isProcessing,
  scopeText,
  sizeText,
  statusOf,
  typeText,
  type Audience,
} from "./audience-model";
import { audienceHref } from "./links";

const TONES = {
  ok: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  wait: "bg-sky-50 text-sky-800 ring-sky-600/20",
  warn: "bg-amber-50 text-amber-800 ring-amber-600/20",
};

/** Status as words (never colour alone) with the reasons under it. */
export function AudienceStatus({ audience }: { audience: Audience }) {
  const s = statusOf(audience);
  return (
    <span className="block">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[s.tone]}`}
      >
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
        {s.label}
      </span>
      {s.reasons.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-zinc-600">
          {s.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </span>
  );
}

export function audienceColumns(accountId: string): Column<Audience>[] {
  return [
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      sortValue: (a) => a.name.toLowerCase(),
      cell: (a) => (
        <Link
          href={audienceHref(accountId, a.id)}
          className="font-medium text-accent-700 underline-offset-2 hover:underline"
        >
          {a.name}
        </Link>
      ),
    },
    {
      key: "type",
      header: "Type",
      sortValue: (a) => a.audience_type,
      cell: (a) => typeText(a.audience_type),
    },
    {
      key: "size",
      header: "Size",
      align: "right",
      sortValue: (a) => a.audience_size ?? -1,
      cell: (a) => sizeText(a.audience_size, isProcessing(a)),
    },
    {
      key: "status",
      header: "Status",
      sortValue: (a) => statusOf(a).label,
      cell: (a) => <AudienceStatus audience={a} />,
    },
    { key: "scope", header: "Permission", cell: scopeText },
  ];
}
