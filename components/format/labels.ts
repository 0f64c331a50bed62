/**
 * The one place where the interface's values (ALL_CAPS enums, snake_case field names) become words a
 * person reads. A value with no entry of its own is said as words ("WEBSITE_CLICKS" -> "Website
 * clicks"); the entries are the values whose plain form is not just their letters.
 */
const WORDS: Record<string, string> = {
  // Permission levels and the post composer grant (lib/ads-kernel/permissions).
  ACCOUNT_ADMIN: "Account admin",
  AD_MANAGER: "Ad manager",
  CREATIVE_MANAGER: "Creative manager",
  CAMPAIGN_ANALYST: "Campaign analyst",
  ANALYST: "Analyst",
  PARTNER_AUDIENCE_MANAGER: "Partner audience manager",
  POST_COMPOSER: "Post composer",
  // Keyword match types (targeting).
  BROAD_KEYWORD: "Broad keyword",
  PHRASE_KEYWORD: "Phrase keyword",
  EXACT_KEYWORD: "Exact keyword",
  UNORDERED_KEYWORD: "Unordered keyword",
  // Change history field names.
  entity_status: "Status",
  bid_amount_local_micro: "Bid",
  daily_budget_amount_local_micro: "Daily budget",
  total_budget_amount_local_micro: "Total budget",
  funding_instrument_id: "Funding source",
  start_time: "Start",
  end_time: "End",
};

/** Enum values (WEBSITE_CLICKS) and field names (start_time) as words (Website clicks, Start). */
export function plain(value: string | null | undefined): string {
  if (!value) return "";
  const known = WORDS[value];
  if (known) return known;
  return (value.charAt(0).toUpperCase() + value.slice(1).toLowerCase())
    .replace(/_/g, " ")
    .replace(/\bsvc\b/gi, "SVC")
    .replace(/\bid\b/g, "ID")
    .replace(/\burl\b/g, "URL");
}

/** A list of enum values as words: "Creative manager, Post composer". */
export const plainList = (values: readonly string[]) => values.map(plain).join(", ");
