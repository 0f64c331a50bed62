import { z } from "zod";
import { isoOf, type Instant } from "@/lib/db/decode";

/** Fields every advertising record has (FACTS, "records"): ids as strings, times in UTC ISO 8601. */
export const baseRecordShape = {
  id: z.string(),
  account_id: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  deleted: z.boolean(),
};

type BaseRow = {
  id: string;
  account_id: string;
  deleted: boolean;
  created_at: Instant;
  updated_at: Instant;
};

/** A time column that is never null, as the wire carries it. */
export const iso = (v: Instant): string => isoOf(v) ?? "";

export function baseRecord(row: BaseRow) {
  return {
    id: row.id,
    account_id: row.account_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted: row.deleted,
  };
}

export const micro = () => z.number().int().describe("integer micros of the currency");
