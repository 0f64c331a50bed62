import type { Metadata } from "next";
import { CardBuilderPage } from "@/components/cards/card-builder-page";

export const metadata: Metadata = { title: "Ads · Card builder" };

/** New card, or ?card=<id> to edit one. */
export default function AdsCardBuilderPage() {
  return <CardBuilderPage />;
}
