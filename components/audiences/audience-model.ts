import type { z } from "zod";
import type { ListRow } from "@/components/ads/ads-client";
import type { customAudienceRecord } from "@/lib/audiences/custom-audiences/record";

/** A custom audience as the console reads it: the interface's record schema (type only). */
export type Audience = z.output<typeof customAudienceRecord>;
type A = "/12/accounts/:account_id/custom_audiences/:custom_audience_id";
/** A grant of the audience to another account, as its permissions list answers it. */
export type Permission = ListRow<`GET ${A}/permissions`>;
/** A campaign whose line items target the audience. */
export type Targeted = ListRow<`GET ${A}/targeted`>;

/** reasons_not_targetable in plain language (document 3's codes). */
const REASONS: Record<string, string> = {
  PROCESSING: "Processing: matching the uploaded users",
  TOO_SMALL: "Too small: fewer matched users than the minimum to target",
};
export const reasonText = (code: string) =>
  REASONS[code] ?? code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, " ");

export type Status = { label: string; tone: "ok" | "wait" | "warn"; reasons: string[] };

/** Targetable, or why not: PROCESSING until the job has run once (audience_size still null). */
export function statusOf(a: Pick<Audience, "targetable" | "reasons_not_targetable">): Status {
  if (a.targetable) return { label: "Targetable", tone: "ok", reasons: [] };
  const reasons = a.reasons_not_targetable.map(reasonText);
  const processing = a.reasons_not_targetable.includes("PROCESSING");
  return {
    label: processing ? "Processing" : "Not targetable",
    tone: processing ? "wait" : "warn",
    reasons,
  };
}

const count = (n: number) => new Intl.NumberFormat("en-US").format(n);

/** Whether uploaded users wait for matching (PROCESSING): its size and status are about to change. */
export const isProcessing = (a: Pick<Audience, "reasons_not_targetable">) =>
  a.reasons_not_targetable.includes("PROCESSING");

/** "12,345 users", "Not computed yet" before the first matching, "12 users so far" during a later one. */
export const sizeText = (size: number | null, processing = false) =>
  size === null ? "Not computed yet" : `${count(size)} users${processing ? " so far" : ""}`;

/**
 * After an upload, where matching stands, in plain words: still matching (PROCESSING, or `matching`:
 * the record has not changed since the upload began), or finished with the size and whether the
 * audience can be targeted now.
 */
export function followText(a: Audience, matching = false): { settled: boolean; text: string } {
  if (matching || isProcessing(a))
    return {
      settled: false,
      text: "Matching the uploaded users with people on the platform… The size and status above update by themselves; you can stay on this page.",
    };
  const size = count(a.audience_size ?? 0);
  return {
    settled: true,
    text: a.targetable
      ? `Matching finished: ${size} users. The audience can be targeted now: add it in a line item's targeting (Custom audiences).`
      : `Matching finished: ${size} users, fewer than needed to target the audience. Upload more people to it.`,
  };
}

export const TYPE_NAMES: Record<string, string> = {
  CRM: "Customer list",
  MOBILE_AUDIENCE: "Mobile (device ids)",
  FLEXIBLE: "Flexible",
  WEB: "Website",
};
export const typeText = (t: string) => TYPE_NAMES[t] ?? t;

/** Owned, or shared with this account at a level. */
export const scopeText = (a: Pick<Audience, "is_owner" | "permission_level">) =>
  a.is_owner
    ? "Owned"
    : `Shared with this account (${a.permission_level === "READ_WRITE" ? "read and write" : "read only"})`;

export const levelText = (l: string) =>
  l === "READ_WRITE" ? "Read and write: target, add and remove users" : "Read only: target";

/** Whether the audience may take uploads from this account (owner or READ_WRITE; never FLEXIBLE). */
export const canUpload = (a: Audience) =>
  a.audience_type !== "FLEXIBLE" && (a.is_owner || a.permission_level === "READ_WRITE");
