import type { Metadata } from "next";
import { AudiencePage } from "@/components/audiences/audience-page";

export const metadata: Metadata = { title: "Ads · Audience" };

export default async function AdsAudiencePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AudiencePage id={id} />;
}
