import type { Metadata } from "next";
import { HistoryView } from "@/components/ads/history/history-view";

export const metadata: Metadata = { title: "Ads · History" };

export default function AdsHistoryPage() {
  return <HistoryView />;
}
