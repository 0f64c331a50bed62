import type { Metadata } from "next";
import { AudiencesView } from "@/components/audiences/audiences-view";

export const metadata: Metadata = { title: "Ads · Audiences" };

export default function AdsAudiencesPage() {
  return <AudiencesView />;
}
