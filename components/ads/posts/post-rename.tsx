"use client";

import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { adsApi } from "../ads-client";
import { CountedInput } from "@/components/forms/counted-input";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { postName } from "@/lib/ads/posts/schema";
import { useAdsWrite } from "../resource-hooks";
import type { AdAccount } from "../types";
import type { Post } from "./post-model";

/** The interface's own rule for a name, and a published post keeps one. */
const schema = z.object({ name: postName.refine((n) => n.length > 0, "Enter a name.") });
const FIELDS: FieldMap<"name"> = { name: { name: "name", label: "Name" } };

/** A published post's only change: its name (PUT posts/:id/name), checked with the interface's schema. */
export function PublishedActions({ account, post }: { account: AdAccount; post: Post }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toast = useToast();
  const rename = useAdsWrite(account, (n: string) =>
    adsApi(account, "PUT /12/accounts/:account_id/posts/:post_id/name", {
      ids: { post_id: post.id },
      params: { name: n },
    }),
  );
  const f = useSchemaForm({
    schema,
    defaultValues: { name: post.name ?? "" },
    fields: FIELDS,
    send: (v) => rename.mutateAsync(v.name),
    onDone: () => {
      toast("Post renamed.");
      setOpen(false);
    },
  });
  const name = useWatch({ control: f.form.control, name: "name" });
  const openDialog = () => {
    f.form.reset({ name: post.name ?? "" });
    f.clearAlerts();
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Rename post ${post.name ?? post.id}`}
        onClick={openDialog}
      >
        Rename
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename the post"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={f.submitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} pending={f.submitting}>
              Save name
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={f.onSubmit} noValidate className="space-y-3">
          {f.alerts.map((m) => (
            <Alert key={m}>{m}</Alert>
          ))}
          <CountedInput
            {...f.register("name")}
            value={name}
            label="Name"
            max={80}
            error={f.error("name")}
          />
        </form>
      </Dialog>
    </>
  );
}
