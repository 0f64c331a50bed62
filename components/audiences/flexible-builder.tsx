"use client";

import { BackHeading } from "@/components/ui/back-heading";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { customAudienceCreate } from "@/lib/audiences/custom-audiences/schema";
import { useAdAccount } from "@/components/ads/account-context";
import { useAdsCall } from "@/components/ads/resource-hooks";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import type { Audience } from "./audience-model";
import {
  counts,
  describe,
  edit,
  MAX_DEPTH,
  MAX_LEAVES,
  newGroup,
  toSegments,
  type GroupDraft,
} from "./flexible-model";
import { FlexibleNode } from "./flexible-node";
import { previewAsk } from "./flexible-preview-model";
import { FlexiblePreviewPanel } from "./flexible-preview";
import { audienceHref, audiencesHref } from "./links";
import { useAllAudiences } from "./use-audiences";

const FIELDS: FieldMap<"name"> = { name: { name: "name", label: "Name" } };

/**
 * The flexible audience builder: a boolean tree over the account's (and shared) list audiences,
 * checked with the interface's create schema, created through the batch endpoint (document 3), then
 * opened: its size is computed from the tree by the processing job and shown there, read only. While
 * editing, the size it would have is previewed by the same computation (FlexiblePreviewPanel).
 */
export function FlexibleBuilder() {
  const account = useAdAccount();
  const { all, owned } = useAllAudiences(account);
  const leaves = all.filter((a) => a.audience_type !== "FLEXIBLE");
  const [tree, setTree] = useState<GroupDraft>(() => newGroup());
  const router = useRouter();
  const toast = useToast();
  const create = useAdsCall(account, "POST /12/batch/accounts/:account_id/custom_audiences");
  const { leaves: used, depth } = counts(tree);
  const names = new Map(all.map((a) => [a.id, a.name]));
  // The tree is edited outside the form's fields; the body reads it as it is when sent.
  const f = useApiForm<{ name: string }, typeof customAudienceCreate, Audience[]>({
    defaultValues: { name: "" },
    schema: customAudienceCreate,
    toBody: (v) => ({ name: v.name.trim(), audience_type: "FLEXIBLE", segments: toSegments(tree) }),
    fields: FIELDS,
    send: (params) => create.mutateAsync({ body: [{ operation_type: "Create", params }] }),
    onDone: ([made]) => {
      toast(`Flexible audience "${made.name}" created; its size is being computed.`);
      router.push(audienceHref(account.id, made.id));
    },
  });
  return (
    <div className="space-y-6">
      <BackHeading
        href={audiencesHref(account.id)}
        back="Audiences"
        title="Build a flexible audience"
      >
        <p className="mt-1 text-sm text-zinc-600">
          Combine audiences with AND and OR, exclude with NOT, and keep people seen often enough in
          a window. Once created it cannot be changed.
        </p>
      </BackHeading>
      <form onSubmit={f.onSubmit} noValidate className="card space-y-4">
        <FormAlert title="Could not create the flexible audience" messages={f.alerts} />
        <Field label="Name" hint="Unique in this account" error={f.error("name")}>
          {(p) => <Input {...p} {...f.register("name")} autoComplete="off" />}
        </Field>
        {owned.isPending ? (
          <p className="text-sm text-zinc-600">Loading audiences…</p>
        ) : !leaves.length ? (
          <p className="text-sm text-zinc-600">
            Create a list audience first: a flexible audience is built from others.
          </p>
        ) : (
          <FlexibleNode
            root
            node={tree}
            path="1"
            leaves={leaves}
            canAddLeaf={used < MAX_LEAVES}
            canAddGroup={depth < MAX_DEPTH - 1}
            onChange={(key, change) => setTree((t) => edit(t, key, change))}
          />
        )}
        <p className="text-sm text-zinc-600" aria-live="polite">
          {used} of {MAX_LEAVES} audiences, {depth} of {MAX_DEPTH} levels.
        </p>
        <FlexiblePreviewPanel
          account={account}
          ask={previewAsk(toSegments(tree), used)}
          name={(id) => names.get(id) ?? id}
        />
        {used > 0 && (
          <p className="rounded-md bg-zinc-50 p-3 text-sm break-words ring-1 ring-zinc-200">
            <span className="font-medium">Reads as: </span>
            {describe(toSegments(tree), (id) => names.get(id) ?? id)}
          </p>
        )}
        <div className="flex justify-end border-t border-zinc-200 pt-4">
          <Button type="submit" pending={f.submitting} disabled={!used}>
            Create flexible audience
          </Button>
        </div>
      </form>
    </div>
  );
}
