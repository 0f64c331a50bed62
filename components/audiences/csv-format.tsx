"use client";

import { useMemo } from "react";
import { SAMPLE_FILE_NAME, SAMPLE_PEOPLE, sampleCsv } from "@/lib/audiences/sample";

/**
 * What a CSV for an audience holds, in plain words, and a sample file of people the platform knows
 * (lib/audiences/sample.ts, built here in the browser), so a first upload matches and can be targeted.
 */
export function CsvFormat() {
  // 400 rows, about 40 KB: a data address needs no object URL to revoke.
  const href = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv())}`, []);
  return (
    <div className="space-y-2 text-sm text-zinc-700">
      <p>
        <a
          href={href}
          download={SAMPLE_FILE_NAME}
          className="font-medium text-accent-700 underline underline-offset-2"
        >
          Download a sample CSV
        </a>{" "}
        of {SAMPLE_PEOPLE.count} people the platform knows, one a row, with four columns: email,
        phone_number, handle and device_id. Upload it as it is and choose which column to read.
      </p>
      <details className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200">
        <summary className="cursor-pointer font-medium">What the file may hold</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            One person a row. With a header row, the column named after what you choose is read
            (email, phone, handle, device id and similar names); without one, the first column.
          </li>
          <li>
            Emails like maria.garcia@example.com; phone numbers with their country code, like +1 212
            555 0100 (ten digits without one count as North American); handles of letters, digits
            and underscores, with or without @; device ids as advertising ids, like
            6D92078A-8246-4BA4-AE5B-76104861E7DC.
          </li>
          <li>
            Before anything is sent, this browser normalises each value (spaces trimmed, lower case,
            phone numbers as digits with the country code, no @ before a handle) and hashes it with
            SHA-256: only the hashes leave your computer.
          </li>
          <li>
            Rows that are empty, repeat a person, or do not hold what you chose are refused and
            listed with their line.
          </li>
          <li>
            Matching takes a few seconds. An audience can be targeted once at least 100 of its
            people are matched.
          </li>
        </ul>
      </details>
    </div>
  );
}
