"use client";

import { useId, useState } from "react";
import { z } from "zod";
import type { Acct } from "@/components/ads/resource-hooks";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import type { IdentifierKind } from "@/lib/audiences/normalise";
import { followText, type Audience } from "./audience-model";
import { CsvFormat } from "./csv-format";
import { UploadResult } from "./upload-result";
import { useFollowAudience } from "./use-audiences";
import { useCsvUpload } from "./use-csv-upload";

const KINDS: Record<"CRM" | "MOBILE_AUDIENCE", { value: IdentifierKind; label: string }[]> = {
  CRM: [
    { value: "email", label: "Emails" },
    { value: "phone_number", label: "Phone numbers" },
    { value: "handle", label: "Handles" },
  ],
  MOBILE_AUDIENCE: [{ value: "device_id", label: "Device ids" }],
};

/** The file input's FileList -> the one file it holds. */
const schema = z.object({
  kind: z.custom<IdentifierKind>(),
  file: z.custom<FileList | undefined>().transform((list, ctx) => {
    const file = list?.[0];
    if (file) return file;
    ctx.addIssue({ code: "custom", message: "Choose a CSV file to upload." });
    return z.NEVER;
  }),
});
const FIELDS: FieldMap<"kind" | "file"> = {};

/**
 * Upload users from a CSV: hashed here, in the browser, before anything is sent. After an upload
 * that sent users, says where their matching stands until the audience's size and status settle (the
 * audience's record is polled while it is PROCESSING or unchanged since the upload, use-audiences.ts).
 */
export function UploadSection({ account, audience }: { account: Acct; audience: Audience }) {
  const kinds = KINDS[audience.audience_type === "MOBILE_AUDIENCE" ? "MOBILE_AUDIENCE" : "CRM"];
  const upload = useCsvUpload(account, audience.id);
  // The record as it was when the upload began: the matching job rewrites it (updated_at) when it has
  // run, also for an audience that was targetable before and stays so.
  const [before, setBefore] = useState<string | null>(null);
  const sent = upload.state.phase === "done" && upload.state.accepted > 0;
  const matching = sent && audience.updated_at === before;
  useFollowAudience(account, audience.id, matching);
  const follow = followText(audience, matching);
  const stepId = useId();
  const working = upload.state.phase === "working";
  const f = useSchemaForm({
    schema,
    defaultValues: { kind: kinds[0].value, file: undefined },
    fields: FIELDS,
    // The upload says its own outcome (upload.state); only a file it cannot read lands in alerts.
    send: (v) => {
      setBefore(audience.updated_at);
      return upload.run(v.file, v.kind);
    },
  });
  return (
    <Card
      title="Upload users"
      description="A CSV with one identifier a row (a header row is optional). Values are normalised and hashed with SHA-256 in this browser: only the hashes are sent."
    >
      <CsvFormat />
      {f.alerts.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      <form
        onSubmit={f.onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      >
        <Field label="The file holds">
          {(p) => (
            <Select {...p} {...f.register("kind")}>
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="CSV file" error={f.error("file")}>
          {(p) => (
            <Input
              {...p}
              {...f.register("file", { onChange: () => upload.reset() })}
              type="file"
              accept=".csv,text/csv,text/plain"
            />
          )}
        </Field>
        <Button type="submit" pending={working}>
          Hash and upload
        </Button>
      </form>
      {upload.state.phase === "working" && (
        <div className="space-y-1">
          <p id={stepId} className="text-sm text-zinc-700">
            {upload.state.step}…
          </p>
          <div
            role="progressbar"
            aria-labelledby={stepId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.state.percent}
            aria-valuetext={`${upload.state.percent}%`}
            className="h-2 overflow-hidden rounded-full bg-zinc-200"
          >
            <div className="h-full bg-accent-600" style={{ width: `${upload.state.percent}%` }} />
          </div>
        </div>
      )}
      {upload.state.phase === "done" && <UploadResult result={upload.state} />}
      {sent && (
        <p role="status" className={`text-sm ${follow.settled ? "text-zinc-800" : "text-sky-800"}`}>
          {follow.text}
        </p>
      )}
      {upload.state.phase === "done" && upload.state.failed && (
        <Alert title="Part of the upload was refused">{upload.state.failed}</Alert>
      )}
    </Card>
  );
}
