"use client";

import { useState } from "react";
import { consoleApi } from "@/components/console-client";
import { DataTable, type Column } from "@/components/data/data-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { useChange, type Overview, type RuleRow } from "./queries";
import { RuleForm } from "./rule-form";
import { StreamWebhooks } from "./stream-webhooks";
import { Card } from "@/components/ui/card";

const columns: Column<RuleRow>[] = [
  {
    key: "value",
    header: "Rule",
    rowHeader: true,
    sortValue: (r) => r.value,
    cell: (r) => <code className="break-all font-mono text-xs">{r.value}</code>,
  },
  { key: "tag", header: "Tag", sortValue: (r) => r.tag ?? "", cell: (r) => r.tag ?? "—" },
  { key: "id", header: "Id", cell: (r) => r.id },
];

/** Filtered-stream rules: counts, the list, adding (with a check), deleting, and linked webhooks. */
export function RulesSection({ appId, data }: { appId: string; data: Overview }) {
  const toast = useToast();
  const [target, setTarget] = useState<RuleRow | null>(null);
  const remove = useChange(appId, (ruleId: string) =>
    consoleApi("DELETE /console-api/apps/:id/subscriptions/rules/:rule_id", {
      params: { id: appId, rule_id: ruleId },
    }),
  );
  const close = () => {
    setTarget(null);
    remove.reset();
  };
  const { rule_count, cap_per_client_app } = data.rule_counts;
  return (
    <section aria-labelledby="rules-heading" className="space-y-4">
      <div>
        <h2 id="rules-heading" className="text-lg font-semibold">
          Filtered-stream rules
        </h2>
        <p className="text-sm text-zinc-600" data-testid="rule-counts">
          {rule_count.toLocaleString("en-US")} of {cap_per_client_app.toLocaleString("en-US")} rules
          used. Posts matching any rule reach the filtered stream and its linked webhooks.
        </p>
      </div>
      <DataTable
        caption="Filtered-stream rules"
        noun="rule"
        rows={data.rules}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.value}
        columns={columns}
        searchText={(r) => `${r.value} ${r.tag ?? ""}`}
        actions={(r) => (
          <Button
            variant="ghostDanger"
            size="sm"
            onClick={() => setTarget(r)}
            aria-label={`Delete rule ${r.value}`}
          >
            Delete
          </Button>
        )}
        empty={
          <EmptyState title="No rules yet">Add a rule below to start matching posts.</EmptyState>
        }
      />
      <Card as="div" className="">
        <RuleForm appId={appId} />
      </Card>
      <StreamWebhooks appId={appId} data={data} />
      <ConfirmDialog
        open={Boolean(target)}
        title="Delete this rule?"
        confirmLabel="Delete rule"
        pending={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={() =>
          target &&
          remove.mutate(target.id, {
            onSuccess: () => {
              toast("Rule deleted");
              close();
            },
          })
        }
      >
        {target && (
          <p>
            Posts matching <code className="break-all">{target.value}</code> stop arriving through
            this rule.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
