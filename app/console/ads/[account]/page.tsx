import { redirect } from "next/navigation";
import { adsHref, isAdsSection } from "@/components/ads/ads-href";

/**
 * An account's own address opens its campaigns. A section's name here (/console/ads/users, an
 * address from before the account was in the path) is left to the ads frame, which adds the account.
 */
export default async function AdsAccountPage({ params }: { params: Promise<{ account: string }> }) {
  const { account } = await params;
  if (isAdsSection(account)) return null;
  redirect(adsHref(account, "campaigns"));
}
