import type { Metadata } from "next";
import { LineItemPage } from "@/components/ads/line-items/line-item-page";

export const metadata: Metadata = { title: "Ads · Line item" };

export default async function AdsLineItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LineItemPage id={id} />;
}
