import type { Metadata } from "next";
import { CampaignsView } from "@/components/ads/campaigns/campaigns-view";

export const metadata: Metadata = { title: "Ads · Campaigns" };

export default function AdsCampaignsPage() {
  return <CampaignsView />;
}
