import type { Metadata } from "next";
import { AppDetail } from "@/components/apps/app-detail";

export const metadata: Metadata = { title: "App" };

export default async function AppPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AppDetail id={id} />;
}
