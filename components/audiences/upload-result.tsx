"use client";

import { Alert } from "@/components/ui/alert";
import type { UploadState } from "./use-csv-upload";

const fmt = (n: number) => new Intl.NumberFormat("en-US").format(n);
const SHOWN = 20;

/** The count accepted and refused, and why each refused row was (the first 20 listed). */
export function UploadResult({ result }: { result: Extract<UploadState, { phase: "done" }> }) {
  const { accepted, refused, rows, note } = result;
  return (
    <div className="space-y-2">
      <Alert tone={accepted ? "success" : "warning"} title="Upload finished">
        <p>
          {fmt(accepted)} of {fmt(rows)} rows accepted, {fmt(refused.length)} refused. {note}
        </p>
      </Alert>
      {refused.length > 0 && (
        <details className="rounded-md bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200">
          <summary className="cursor-pointer font-medium">Refused rows and why</summary>
          <ul className="mt-2 space-y-1 text-zinc-700">
            {refused.slice(0, SHOWN).map((r, i) => (
              <li key={`${r.line}-${i}`} className="wrap-anywhere">
                Line {r.line}
                {r.value.trim() ? ` (${r.value.trim().slice(0, 80)})` : ""}: {r.reason}
              </li>
            ))}
          </ul>
          {refused.length > SHOWN && (
            <p className="mt-2 text-zinc-600">and {fmt(refused.length - SHOWN)} more.</p>
          )}
        </details>
      )}
    </div>
  );
}
