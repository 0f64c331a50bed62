"use client";

import { useState } from "react";
import { AGE_BUCKETS } from "@/lib/targeting/values/demographics";
import { KEYWORD_TYPES } from "@/lib/targeting/values/types";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { criterionProblem, type Criterion } from "./targeting-model";

/** One age bucket per line item (the interface's rule): choosing one replaces the other. */
export function AgeField({
  draft,
  error,
  onAdd,
  onClear,
}: {
  draft: readonly Criterion[];
  error?: string;
  onAdd: (c: Criterion) => void;
  onClear: () => void;
}) {
  const age = draft.find((c) => c.targeting_type === "AGE");
  return (
    <Field label="Age" hint="One age bucket per line item." error={error}>
      {(p) => (
        <Select
          {...p}
          value={age?.targeting_value ?? ""}
          onChange={(e) => {
            const b = AGE_BUCKETS.find((x) => x.targeting_value === e.target.value);
            if (!b) return onClear();
            onAdd({
              targeting_type: "AGE",
              targeting_value: b.targeting_value,
              operator_type: "EQ",
              name: `Age ${b.name}`,
            });
          }}
        >
          <option value="">Any age</option>
          {AGE_BUCKETS.map((b) => (
            <option key={b.targeting_value} value={b.targeting_value}>
              {b.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const MATCH: Record<(typeof KEYWORD_TYPES)[number], string> = {
  BROAD_KEYWORD: "Broad (any form, any order)",
  PHRASE_KEYWORD: "Phrase (in this order)",
  EXACT_KEYWORD: "Exact (this text only)",
  UNORDERED_KEYWORD: "Unordered (all, any order)",
};

/** Keywords with their match type, included or excluded (negative keywords); the interface's rules on the field. */
export function KeywordField({ onAdd }: { onAdd: (c: Criterion) => void }) {
  const [text, setText] = useState("");
  const [type, setType] = useState<string>("BROAD_KEYWORD");
  const [error, setError] = useState<string>();
  const add = (operator_type: "EQ" | "NE") => {
    const c: Criterion = { targeting_type: type, targeting_value: text, operator_type, name: text };
    const problem = criterionProblem(c);
    setError(problem);
    if (problem) return;
    onAdd(c);
    setText("");
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <Field label="Keyword" hint="Up to 10 words, 80 characters, no quotes." error={error}>
        {(p) => (
          <Input
            {...p}
            value={text}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              add("EQ");
            }}
          />
        )}
      </Field>
      <Field label="Match type">
        {(p) => (
          <Select {...p} value={type} onChange={(e) => setType(e.target.value)}>
            {KEYWORD_TYPES.map((t) => (
              <option key={t} value={t}>
                {MATCH[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button size="sm" variant="secondary" onClick={() => add("EQ")}>
          Add keyword
        </Button>
        <Button size="sm" variant="secondary" onClick={() => add("NE")}>
          Exclude keyword
        </Button>
      </div>
    </div>
  );
}
