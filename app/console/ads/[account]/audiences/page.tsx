import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { AudiencesView } from "@/components/audiences/audiences-view";

export const metadata: Metadata = { title: "Ads · Audiences" };

export default function AdsAudiencesPage() {
  return (
    <AccessGate needs="audiences.read" what="its custom audiences">
      <AudiencesView />
    </AccessGate>
  );
}
