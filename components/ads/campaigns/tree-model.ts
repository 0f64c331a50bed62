import type { Flight } from "../analytics/pacing";

/** What the campaign tree's metrics derive from the campaigns and their line items. */

/** Each funding instrument's spend over the range: its campaigns' spend added up. */
export function spendByFunding(
  campaigns: { id: string; funding_instrument_id: string }[],
  totals: Map<string, { billed_charge_local_micro?: number | null }>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of campaigns) {
    const spent = totals.get(c.id)?.billed_charge_local_micro ?? 0;
    out.set(c.funding_instrument_id, (out.get(c.funding_instrument_id) ?? 0) + spent);
  }
  return out;
}

/**
 * Each campaign's flight, from its scheduled line items: the earliest start, and the latest end
 * (none when one runs on without an end). A campaign without a scheduled line item has none.
 */
export function campaignFlights(
  lineItems: { campaign_id: string; start_time: string | null; end_time: string | null }[],
): Map<string, Flight> {
  const out = new Map<string, Flight>();
  for (const li of lineItems) {
    if (!li.start_time) continue;
    const f = out.get(li.campaign_id);
    if (!f) {
      out.set(li.campaign_id, { start: li.start_time, end: li.end_time });
      continue;
    }
    const start = f.start && f.start < li.start_time ? f.start : li.start_time;
    const end =
      f.end === null || li.end_time === null ? null : f.end > li.end_time ? f.end : li.end_time;
    out.set(li.campaign_id, { start, end });
  }
  return out;
}
