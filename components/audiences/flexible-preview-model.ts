import {
  flexiblePreviewBody,
  type FlexiblePreview,
} from "@/lib/audiences/custom-audiences/preview-schema";
import type { Group } from "@/lib/audiences/flexible";

/**
 * The builder's live size, pure: what to ask (the tree checked with the preview's body schema, the
 * create's own `segments`) and how to say the answer. Below AUDIENCE_MIN_SIZE the size is said as
 * "fewer than 100" (the exact count of a handful of people is not what a builder needs, and the
 * platform calls such an audience TOO_SMALL whatever its count).
 */
export type PreviewAsk =
  { kind: "empty" } | { kind: "invalid"; problems: string[] } | { kind: "ask"; body: string };

/** Nothing to ask without a leaf; a tree the schema refuses is said at once, without a call. */
export function previewAsk(segments: Group, leaves: number): PreviewAsk {
  if (!leaves) return { kind: "empty" };
  const checked = flexiblePreviewBody.safeParse({ segments });
  if (!checked.success)
    return { kind: "invalid", problems: checked.error.issues.map((i) => i.message) };
  return { kind: "ask", body: JSON.stringify({ segments }) };
}

const whole = new Intl.NumberFormat("en-US");

export type PreviewText = { size: string; status: string; tone: "ok" | "warn"; note?: string };

/** "12,345 people · Targetable", or "Fewer than 100 people · Too small to target: …". */
export function previewText(p: FlexiblePreview, name: (id: string) => string): PreviewText {
  const min = whole.format(p.audience_min_size);
  const note = p.leaves_processing.length
    ? `Still processing, counted as empty for now: ${p.leaves_processing.map(name).join(", ")}.`
    : undefined;
  if (p.targetable)
    return {
      size: `${whole.format(p.audience_size)} people`,
      status: "Targetable",
      tone: "ok",
      note,
    };
  return {
    size: `Fewer than ${min} people`,
    status: `Too small to target: an audience needs at least ${min} matched people.`,
    tone: "warn",
    note,
  };
}
