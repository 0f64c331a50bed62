import type { Metadata } from "next";

export const metadata: Metadata = { title: "Ads" };

/** The entry: the ads frame opens the account chosen last, else the first (components/ads/ads-frame.tsx). */
export default function AdsEntryPage() {
  return null;
}
