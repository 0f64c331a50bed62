import type { Metadata } from "next";
import { CampaignsView } from "@/components/ads/campaigns-view";

export const metadata: Metadata = { title: "Ads · Campaigns" };

export default function AdsCampaignsPage() {
  return <CampaignsView />;
}
