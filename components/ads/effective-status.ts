/**
 * What a line item really does: its own status says "Active", but it serves only while its campaign
 * is active too. The note names the campaign's status when that stops it ("Active · campaign paused").
 */
export function effectiveNote(own: string, campaign: string): string | undefined {
  if (own !== "ACTIVE" || campaign === "ACTIVE") return undefined;
  return campaign === "PAUSED" ? "campaign paused" : `campaign ${campaign.toLowerCase()}`;
}
