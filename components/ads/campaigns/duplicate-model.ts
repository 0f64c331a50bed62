import type { CopyResultRecord } from "@/lib/ads/copy/record";

export type { CopyResultRecord };

/** What the Duplicate dialog is about: a campaign, or a line item of a campaign. */
export type Duplicating =
  | { kind: "campaign"; campaign: { id: string; name: string } }
  | { kind: "line"; campaign: { id: string; name: string }; lineItem: { id: string; name: string } }
  | null;

const NOUNS: Record<keyof CopyResultRecord["copied"], [string, string]> = {
  targeting_criteria: ["targeting criterion", "targeting criteria"],
  tracking_tags: ["tracking tag", "tracking tags"],
  promoted_accounts: ["promoted account", "promoted accounts"],
  promoted_posts: ["promoted post", "promoted posts"],
  media_creatives: ["media creative", "media creatives"],
  line_item_curated_categories: ["curated category", "curated categories"],
};

const counted = (n: number, [one, many]: [string, string]) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The toast after a copy: what was made, that it is paused, and what came along. */
export function copiedSummary(r: CopyResultRecord): string {
  const made = r.campaign ?? r.line_items[0];
  const noun = r.campaign ? "Campaign" : "Line item";
  const name = made?.name ? `“${made.name}”` : `line item ${made?.id ?? ""}`;
  const state = made?.entity_status === "DRAFT" ? "a draft" : "paused";
  const parts = [
    ...(r.campaign ? [counted(r.line_items.length, ["line item", "line items"])] : []),
    ...Object.entries(NOUNS)
      .map(([k, n]) => [r.copied[k as keyof typeof NOUNS], n] as const)
      .filter(([count]) => count > 0)
      .map(([count, n]) => counted(count, n)),
  ];
  const along = parts.length ? ` With it: ${parts.join(", ")}.` : "";
  return `${noun} duplicated as ${name} (${state}).${along}`;
}
