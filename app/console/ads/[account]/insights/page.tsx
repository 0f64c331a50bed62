import type { Metadata } from "next";
import { InsightsView } from "@/components/ads/insights/insights-view";

export const metadata: Metadata = { title: "Ads · Keyword insights" };

export default function AdsInsightsPage() {
  return <InsightsView />;
}
