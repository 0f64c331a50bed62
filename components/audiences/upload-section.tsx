"use client";

import { useId, useState, type FormEvent } from "react";
import type { Acct } from "@/components/ads/resource-hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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

/**
 * Upload users from a CSV: hashed here, in the browser, before anything is sent. After an upload
 * that sent users, says where their matching stands until the audience's size and status settle (the
 * audience's record is polled while it is PROCESSING or unchanged since the upload, use-audiences.ts).
 */
export function UploadSection({ account, audience }: { account: Acct; audience: Audience }) {
  const kinds = KINDS[audience.audience_type === "MOBILE_AUDIENCE" ? "MOBILE_AUDIENCE" : "CRM"];
  const [kind, setKind] = useState<IdentifierKind>(kinds[0].value);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useCsvUpload(account, audience.id);
  // The record as it was when the upload began: the matching job rewrites it (updated_at) when it has
  // run, also for an audience that was targetable before and stays so.
  const [before, setBefore] = useState<string | null>(null);
  const sent = upload.state.phase === "done" && upload.state.accepted > 0;
  const matching = sent && audience.updated_at === before;
  useFollowAudience(account, audience.id, matching);
  const follow = followText(audience, matching);
  const headingId = useId();
  const working = upload.state.phase === "working";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setMissing(true);
    setBefore(audience.updated_at);
    void upload.run(file, kind);
  };
  return (
    <section aria-labelledby={headingId} className="card space-y-4">
      <div>
        <h2 id={headingId} className="text-base font-semibold">
          Upload users
        </h2>
        <p className="text-sm text-zinc-600">
          A CSV with one identifier a row (a header row is optional). Values are normalised and
          hashed with SHA-256 in this browser: only the hashes are sent.
        </p>
      </div>
      <CsvFormat />
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      >
        <Field label="The file holds">
          {(p) => (
            <Select {...p} value={kind} onChange={(e) => setKind(e.target.value as IdentifierKind)}>
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="CSV file" error={missing ? "Choose a CSV file to upload." : undefined}>
          {(p) => (
            <Input
              {...p}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setMissing(false);
                upload.reset();
              }}
            />
          )}
        </Field>
        <Button type="submit" pending={working}>
          Hash and upload
        </Button>
      </form>
      {upload.state.phase === "working" && (
        <div className="space-y-1">
          <p id={`${headingId}-step`} className="text-sm text-zinc-700">
            {upload.state.step}…
          </p>
          <div
            role="progressbar"
            aria-labelledby={`${headingId}-step`}
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
    </section>
  );
}
