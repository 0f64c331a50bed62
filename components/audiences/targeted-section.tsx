"use client";

import Link from "next/link";
import { useState } from "react";
import { QueryState } from "@/components/data/query-state";
import type { Acct } from "@/components/ads/resource-hooks";
import { lineItemHref } from "@/components/ads/line-items/links";
import { Checkbox } from "@/components/ui/input";
import { useTargeted } from "./use-audiences";
import { Card } from "@/components/ui/card";

/** This account's campaigns and line items that target the audience (GET …/targeted, with_active). */
export function TargetedSection({ account, audienceId }: { account: Acct; audienceId: string }) {
  const [activeOnly, setActiveOnly] = useState(true);
  const targeted = useTargeted(account, audienceId, activeOnly);
  return (
    <Card
      title="Targeted line items"
      className="space-y-3"
      actions={
        <label className="flex items-center gap-2 text-sm text-zinc-700">
          <Checkbox checked={activeOnly} onChange={(e) => setActiveOnly(e.target.checked)} />
          Only line items that are serving
        </label>
      }
    >
      <QueryState
        query={targeted}
        loading="Loading targeted line items"
        failed="Could not load the targeted line items"
        rows={2}
      >
        {(campaigns) =>
          campaigns.length ? (
            <ul className="space-y-3">
              {campaigns.map((c) => (
                <li key={c.campaign_id}>
                  <p className="text-sm font-medium">{c.campaign_name}</p>
                  <ul
                    aria-label={`Line items of ${c.campaign_name}`}
                    className="mt-1 space-y-1 pl-4 text-sm"
                  >
                    {c.line_items.map((li) => (
                      <li key={li.id} className="flex flex-wrap gap-x-2">
                        <Link
                          href={lineItemHref(account.id, li.id)}
                          className="text-accent-700 underline-offset-2 hover:underline"
                        >
                          {li.name ?? `Line item ${li.id}`}
                        </Link>
                        <span className="text-zinc-600">
                          {li.servable ? "serving" : "not serving"}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600">
              {activeOnly
                ? "No serving line item of this account targets this audience."
                : "No line item of this account targets this audience."}
            </p>
          )
        }
      </QueryState>
    </Card>
  );
}
