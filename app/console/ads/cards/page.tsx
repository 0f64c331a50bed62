import type { Metadata } from "next";
import { CardsView } from "@/components/cards/cards-view";

export const metadata: Metadata = { title: "Ads · Cards" };

export default function AdsCardsPage() {
  return <CardsView />;
}
