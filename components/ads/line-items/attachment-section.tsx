"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { FormDialog } from "@/components/ads/form-dialog";
import { useQuery } from "@tanstack/react-query";
import { adsRequestAll } from "@/components/ads/ads-client";
import { adsKey } from "@/components/ads/resource-hooks";
import type { AdAccount, LineItem } from "@/components/ads/types";
import { RemoveDialog } from "./attachment-remove";
import {
  attachmentList,
  type Attachment,
  type AttachmentRow,
  type AttachmentSpec,
} from "./attachment-spec";
import { Card } from "@/components/ui/card";

export type { AttachmentSpec } from "./attachment-spec";

/**
 * One thing a line item carries, as a section of its page: the list (line_item_ids filter), an add
 * form, an edit form and a confirmed removal. Each kind is a spec (tracking-tags-section.tsx), not a copy.
 */
export function AttachmentSection<N extends Attachment>({
  account,
  lineItem,
  canWrite,
  spec,
}: {
  account: AdAccount;
  lineItem: LineItem;
  canWrite: boolean;
  spec: AttachmentSpec<N>;
}) {
  const key = attachmentList(spec.resource);
  const call = { params: { line_item_ids: lineItem.id, count: 1000 } };
  const list = useQuery({
    queryKey: adsKey(account, key, call),
    queryFn: () => adsRequestAll<AttachmentRow<N>>(account, key, call),
  });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AttachmentRow<N> | null>(null);
  const [removing, setRemoving] = useState<AttachmentRow<N> | null>(null);
  return (
    <Card
      title={spec.title}
      className="space-y-3"
      actions={
        canWrite &&
        spec.add && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {spec.add.label}
          </Button>
        )
      }
    >
      <QueryState
        query={list}
        loading={`Loading ${spec.title.toLowerCase()}`}
        failed={`Could not load ${spec.title.toLowerCase()}`}
        rows={1}
      >
        {(rows) => (
          <DataTable
            caption={spec.title}
            noun={spec.noun}
            rows={rows}
            rowKey={(r) => r.id}
            rowLabel={spec.rowLabel}
            columns={spec.columns}
            empty={<p className="text-sm text-zinc-600">{spec.empty}</p>}
            actions={
              canWrite && (spec.edit || spec.remove)
                ? (r) => (
                    <div className="flex justify-end gap-1">
                      {spec.edit && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${spec.rowLabel(r)}`}
                          onClick={() => setEditing(r)}
                        >
                          Edit
                        </Button>
                      )}
                      {spec.remove && (
                        <Button
                          variant="ghostDanger"
                          size="sm"
                          aria-label={`${spec.remove.verb} ${spec.rowLabel(r)}`}
                          onClick={() => setRemoving(r)}
                        >
                          {spec.remove.verb}
                        </Button>
                      )}
                    </div>
                  )
                : undefined
            }
          />
        )}
      </QueryState>
      {spec.add && (
        <FormDialog
          open={adding}
          onClose={() => setAdding(false)}
          title={spec.add.label}
          description={spec.add.description}
          wide={spec.add.wide}
        >
          {spec.add.form(() => setAdding(false))}
        </FormDialog>
      )}
      {spec.edit && (
        <FormDialog
          open={Boolean(editing)}
          onClose={() => setEditing(null)}
          title={`Edit ${spec.noun}`}
        >
          {editing && spec.edit(editing, () => setEditing(null))}
        </FormDialog>
      )}
      {spec.remove && (
        <RemoveDialog
          account={account}
          noun={spec.noun}
          remove={spec.remove}
          removing={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
