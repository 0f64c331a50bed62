"use client";

import { groupSchema } from "@/lib/audiences/flexible";
import type { Acct } from "@/components/ads/resource-hooks";
import { describe } from "./flexible-model";
import { useAllAudiences } from "./use-audiences";
import { Card } from "@/components/ui/card";

/** A flexible audience's tree, read only: flexible audiences are immutable once created. */
export function SegmentsView({ account, segments }: { account: Acct; segments: unknown }) {
  const { all } = useAllAudiences(account);
  const tree = groupSchema.safeParse(segments);
  const names = new Map(all.map((a) => [a.id, a.name]));
  return (
    <Card
      title="Segments"
      description="Flexible audiences cannot be changed once created; build a new one instead."
      className="space-y-2"
    >
      <p className="rounded-md bg-zinc-50 p-3 text-sm break-words ring-1 ring-zinc-200">
        {tree.success
          ? describe(tree.data, (id) => names.get(id) ?? `audience ${id}`)
          : "The tree could not be read."}
      </p>
    </Card>
  );
}
