"use client";

import { Button } from "@/components/ui/button";
import type { Acct } from "@/components/ads/resource-hooks";
import { keyOf, type Criterion } from "./targeting-model";
import { useOfferedAudiences } from "./use-offered-audiences";

/**
 * Custom audiences this account can target (its own and those shared with it), included or excluded.
 * Audiences still processing or too small are not offered: the interface would refuse them. The list
 * follows revocations while the editor is open (use-offered-audiences.ts).
 */
export function AudienceField({
  account,
  draft,
  onAdd,
}: {
  account: Acct;
  draft: readonly Criterion[];
  onAdd: (c: Criterion) => void;
}) {
  const { usable, pending } = useOfferedAudiences(account);
  const held = new Map(draft.map((c) => [keyOf(c), c.operator_type]));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">Custom audiences</legend>
      {pending ? (
        <p className="text-sm text-zinc-600">Loading audiences…</p>
      ) : !usable.length ? (
        <p className="text-sm text-zinc-600">
          No custom audience is ready to target in this account.
        </p>
      ) : (
        <ul
          aria-label="Targetable audiences"
          className="divide-y divide-zinc-100 rounded-md ring-1 ring-zinc-200"
        >
          {usable.map((a) => {
            const c = (op: "EQ" | "NE"): Criterion => ({
              targeting_type: "CUSTOM_AUDIENCE",
              targeting_value: a.id,
              operator_type: op,
              name: a.name,
            });
            const op = held.get(keyOf(c("EQ")));
            return (
              <li key={a.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 break-words">
                  {a.name}
                  {a.is_owner === false && (
                    <span className="text-xs text-zinc-600"> (shared with this account)</span>
                  )}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Include ${a.name}`}
                  disabled={op === "EQ"}
                  onClick={() => onAdd(c("EQ"))}
                >
                  Include
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Exclude ${a.name}`}
                  disabled={op === "NE"}
                  onClick={() => onAdd(c("NE"))}
                >
                  Exclude
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
