import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { AudiencePage } from "@/components/audiences/audience-page";

export const metadata: Metadata = { title: "Ads · Audience" };

export default async function AdsAudiencePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <AccessGate needs="audiences.read" what="its custom audiences">
      <AudiencePage id={id} />
    </AccessGate>
  );
}
