import type { Metadata } from "next";
import { UsagePage } from "@/components/usage/usage-page";

export const metadata: Metadata = { title: "Usage" };

export default async function AppUsage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <UsagePage appId={id} />;
}
