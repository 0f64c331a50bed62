import { notFound } from "next/navigation";
import { isAdsSection } from "@/components/ads/ads-href";

/**
 * A deeper address without an account (/console/ads/cards/new, as before the account was in the
 * path): the ads frame adds the account. Anything else under an account is not a page.
 */
export default async function AdsSectionWithoutAccount({
  params,
}: {
  params: Promise<{ account: string }>;
}) {
  const { account } = await params;
  if (!isAdsSection(account)) notFound();
  return null;
}
