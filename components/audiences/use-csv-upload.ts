"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/components/api";
import { errorItems } from "@/components/forms/server-errors";
import type { Acct } from "@/components/ads/resource-hooks";
import { adsApi } from "@/components/ads/ads-client";
import type { IdentifierKind } from "@/lib/audiences/normalise";
import { columnOf, parseCsv } from "./csv";
import { prepareHashes, usersCalls, type Refusal } from "./hash-upload";

export type UploadState =
  | { phase: "idle" }
  | { phase: "working"; step: string; percent: number }
  | {
      phase: "done";
      note: string;
      rows: number;
      accepted: number;
      refused: Refusal[];
      failed?: string;
    };

/**
 * A CSV file -> the audience's users calls, all in the browser: read, normalised and hashed with
 * the shared module and WebCrypto (hash-upload.ts), then sent in calls of at most 2,500 operations.
 * Progress: hashing is the first half, sending the second. A refused call (the interface stores
 * nothing of it) reports its rows with the server's reasons (operation_errors by index), and the
 * next calls still go.
 */
export function useCsvUpload(account: Acct, audienceId: string) {
  const qc = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const run = async (file: File, kind: IdentifierKind) => {
    setState({ phase: "working", step: "Reading the file", percent: 0 });
    const column = columnOf(parseCsv(await file.text()), kind);
    const rows = column.values.length;
    const step = (s: string, done: number, of: number, half: 0 | 1) =>
      setState({
        phase: "working",
        step: s,
        percent: Math.round(((half + done / Math.max(of, 1)) / 2) * 100),
      });
    const prepared = await prepareHashes(kind, column, (n) =>
      step("Hashing in this browser", n, rows, 0),
    );
    const refused = [...prepared.refused];
    const calls = usersCalls(kind, prepared.hashes);
    let accepted = 0;
    let sent = 0;
    let failed: string | undefined;
    for (const body of calls) {
      step("Sending hashed users", sent, prepared.hashes.length, 1);
      try {
        const r = await adsApi(
          account,
          "POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users",
          { ids: { custom_audience_id: audienceId }, body },
        );
        accepted += r.success_count;
      } catch (e) {
        const byOp = e instanceof ApiError ? e.operationErrors : undefined;
        body.forEach((_, k) => {
          const line = prepared.lines[sent + k];
          const reason =
            byOp?.[k]?.map((x) => x.message).join("; ") || "sent in a call that was refused";
          refused.push({ line, value: "", reason });
        });
        failed = errorItems(e)
          .map((x) => x.message)
          .join(" ");
      }
      sent += body.length;
    }
    refused.sort((a, b) => a.line - b.line);
    setState({ phase: "done", note: column.note, rows, accepted, refused, failed });
    // The audience is now PROCESSING: its record (and lists) are read again, and then polled.
    await qc.invalidateQueries({ queryKey: ["ads", account.id] });
  };
  return { state, run, reset: () => setState({ phase: "idle" }) };
}
