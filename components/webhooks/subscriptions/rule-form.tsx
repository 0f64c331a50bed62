"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { consoleApi } from "@/components/console-client";
import { CountedInput } from "@/components/forms/counted-input";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./queries";

/** The rule's grammar and lengths are the parser's (server side); its messages quote the rule. */
const schema = z.object({ value: z.string(), tag: z.string() });
type Values = z.infer<typeof schema>;
const FIELDS: FieldMap<keyof Values> = {
  value: { name: "value", label: "Rule", asIs: true },
  tag: { name: "tag", label: "Rule tag", asIs: true },
};

/** Add a filtered-stream rule; "Check" asks the parser (a dry run) without saving. */
export function RuleForm({ appId }: { appId: string }) {
  const toast = useToast();
  const [checked, setChecked] = useState<string | null>(null);
  const send = useChange(appId, (body: Values & { dry_run: boolean }) =>
    consoleApi("POST /console-api/apps/:id/subscriptions/rules", { params: { id: appId }, body }),
  );
  const run = (dryRun: boolean) => (v: Values) => {
    setChecked(null);
    return send.mutateAsync({ ...v, dry_run: dryRun });
  };
  const f = useSchemaForm({
    schema,
    defaultValues: { value: "", tag: "" },
    fields: FIELDS,
    send: run(false),
    onDone: () => {
      toast("Rule added");
      f.form.reset();
    },
  });
  // Controlled, so the counters follow a reset after the rule is added.
  const [value, tag] = useWatch({ control: f.form.control, name: ["value", "tag"] });
  const check = f.submitWith(run(true), (_, v) => setChecked(`“${v.value}” is a valid rule.`));

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4" aria-label="New rule">
      <h3 className="text-base font-semibold">New rule</h3>
      {f.alerts.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      {checked && <Alert tone="success">{checked}</Alert>}
      <CountedInput
        {...f.register("value", { onChange: () => setChecked(null) })}
        value={value}
        label="Rule"
        max={2048}
        multiline
        rows={2}
        hint='Words, "phrases", #hashtags, @mentions, OR, (groups), -negation, from:, to:, url:, lang:, is:reply, is:quote, is:repost, has:media, has:links.'
        error={f.error("value")}
      />
      <CountedInput
        {...f.register("tag")}
        value={tag}
        label="Rule tag"
        max={200}
        hint="Optional; returned in matching_rules."
        error={f.error("tag")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={send.isPending && !send.variables?.dry_run}>
          Add rule
        </Button>
        <Button
          variant="secondary"
          onClick={check}
          pending={send.isPending && send.variables?.dry_run}
        >
          Check
        </Button>
      </div>
    </form>
  );
}
