"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import type { Acct } from "@/components/ads/resource-hooks";
import { canExclude, keyOf, typeWord, type Criterion } from "./targeting-model";
import { useOptions, type TargetingOption } from "./use-targeting";

/** The option catalogs the editor searches (GET targeting_criteria/<catalog>) and their type. */
const CATALOGS = [
  ["locations", "LOCATION"],
  ["languages", "LANGUAGE"],
  ["interests", "INTEREST"],
  ["platforms", "PLATFORM"],
  ["platform_versions", "PLATFORM_VERSION"],
  ["devices", "DEVICE"],
  ["network_operators", "NETWORK_OPERATOR"],
  ["conversations", "CONVERSATION"],
  ["events", "EVENT"],
  ["tv_shows", "TV_SHOW"],
  ["app_store_categories", "APP_STORE_CATEGORY"],
] as const;

/**
 * Search one catalog and include (EQ) or exclude (NE) what it finds. Types that cannot be excluded
 * say so instead of offering the button (the interface's NE rule, lib/targeting/operators.ts).
 */
export function OptionPicker({
  account,
  draft,
  onAdd,
}: {
  account: Acct;
  draft: readonly Criterion[];
  onAdd: (c: Criterion) => void;
}) {
  const [catalog, setCatalog] = useState<string>("locations");
  const [q, setQ] = useState("");
  const type = CATALOGS.find(([c]) => c === catalog)?.[1] ?? "LOCATION";
  const options = useOptions(account, CATALOGS.find(([c]) => c === catalog)?.[0] ?? "locations", q);
  const word = typeWord(type).toLowerCase();
  const listId = useId();
  const held = new Map(draft.map((c) => [keyOf(c), c.operator_type]));
  const add = (o: TargetingOption, operator_type: "EQ" | "NE") =>
    onAdd({
      targeting_type: o.targeting_type,
      targeting_value: o.targeting_value,
      operator_type,
      name: o.name,
    });
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field label="Targeting by">
          {(p) => (
            <Select {...p} value={catalog} onChange={(e) => setCatalog(e.target.value)}>
              {CATALOGS.map(([c, t]) => (
                <option key={c} value={c}>
                  {typeWord(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={`Search ${word}`}
          hint={
            canExclude(type)
              ? "Include or exclude each one."
              : `${typeWord(type)} are chosen, not excluded: include the ones you want.`
          }
        >
          {(p) => (
            <Input
              {...p}
              type="search"
              value={q}
              aria-controls={listId}
              autoComplete="off"
              onChange={(e) => setQ(e.target.value)}
            />
          )}
        </Field>
      </div>
      <ul
        id={listId}
        aria-label={`Matching ${word}`}
        aria-busy={options.isFetching}
        className="max-h-64 divide-y divide-zinc-100 overflow-y-auto rounded-md ring-1 ring-zinc-200"
      >
        {options.isError && <li className="p-3 text-sm text-red-700">{options.error.message}</li>}
        {options.data?.length === 0 && (
          <li className="p-3 text-sm text-zinc-600">
            No {word} match “{q}”.
          </li>
        )}
        {options.data?.map((o) => {
          const op = held.get(keyOf(o));
          return (
            <li
              key={o.targeting_value}
              className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 break-words">
                {o.name} <span className="text-xs text-zinc-500">{o.targeting_value}</span>
                {op && (
                  <span className="ml-2 text-xs font-medium text-accent-700">
                    {op === "EQ" ? "Included" : "Excluded"}
                  </span>
                )}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Include ${o.name}`}
                disabled={op === "EQ"}
                onClick={() => add(o, "EQ")}
              >
                Include
              </Button>
              {canExclude(type) && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Exclude ${o.name}`}
                  disabled={op === "NE"}
                  onClick={() => add(o, "NE")}
                >
                  Exclude
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
