import type { Metadata } from "next";
import { FlexibleBuilder } from "@/components/audiences/flexible-builder";

export const metadata: Metadata = { title: "Ads · Flexible audience" };

export default function AdsFlexibleAudiencePage() {
  return <FlexibleBuilder />;
}
