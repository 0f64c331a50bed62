import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { FlexibleBuilder } from "@/components/audiences/flexible-builder";

export const metadata: Metadata = { title: "Ads · Flexible audience" };

export default function AdsFlexibleAudiencePage() {
  return (
    <AccessGate needs="audiences.write" what="making audiences">
      <FlexibleBuilder />
    </AccessGate>
  );
}
