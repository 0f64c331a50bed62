"use client";

import { useState, type FormEvent } from "react";
import { consoleApi } from "@/components/console-client";
import { CountedInput } from "@/components/forms/counted-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { splitErrors, useChange } from "./queries";

type Errors = ReturnType<typeof splitErrors>;
const none: Errors = { byField: {}, general: [] };

/** Add a filtered-stream rule; "Check" asks the parser (a dry run) without saving. */
export function RuleForm({ appId }: { appId: string }) {
  const toast = useToast();
  const [value, setValue] = useState("");
  const [tag, setTag] = useState("");
  const [errors, setErrors] = useState(none);
  const [checked, setChecked] = useState<string | null>(null);
  const send = useChange(appId, (body: { dry_run: boolean }) =>
    consoleApi("POST /console-api/apps/:id/subscriptions/rules", {
      params: { id: appId },
      body: { value, tag, ...body },
    }),
  );

  async function run(dryRun: boolean) {
    setErrors(none);
    setChecked(null);
    try {
      await send.mutateAsync({ dry_run: dryRun });
      if (dryRun) setChecked(`“${value}” is a valid rule.`);
      else {
        toast("Rule added");
        setValue("");
        setTag("");
      }
    } catch (error) {
      setErrors(splitErrors(error, ["value", "tag"]));
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(false);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="New rule">
      <h3 className="text-base font-semibold">New rule</h3>
      {errors.general.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      {checked && <Alert tone="success">{checked}</Alert>}
      <CountedInput
        label="Rule"
        max={2048}
        multiline
        rows={2}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setChecked(null);
        }}
        hint='Words, "phrases", OR, (groups), -negation, from:screen_name, has:media, has:links.'
        error={errors.byField.value}
      />
      <CountedInput
        label="Rule tag"
        max={200}
        value={tag}
        onChange={(e) => setTag(e.target.value)}
        hint="Optional; returned in matching_rules."
        error={errors.byField.tag}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={send.isPending && !send.variables?.dry_run}>
          Add rule
        </Button>
        <Button
          variant="secondary"
          onClick={() => void run(true)}
          pending={send.isPending && send.variables?.dry_run}
        >
          Check
        </Button>
      </div>
    </form>
  );
}
