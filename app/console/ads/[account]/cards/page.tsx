import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { CardsView } from "@/components/ads/cards/cards-view";

export const metadata: Metadata = { title: "Ads · Cards" };

export default function AdsCardsPage() {
  return (
    <AccessGate needs="creatives.read" what="its cards">
      <CardsView />
    </AccessGate>
  );
}
