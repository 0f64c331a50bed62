import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { CardBuilderPage } from "@/components/ads/cards/card-builder-page";

export const metadata: Metadata = { title: "Ads · Card builder" };

/** New card, or ?card=<id> to edit one. */
export default function AdsCardBuilderPage() {
  return (
    <AccessGate needs="creatives.write" what="making or changing cards">
      <CardBuilderPage />
    </AccessGate>
  );
}
