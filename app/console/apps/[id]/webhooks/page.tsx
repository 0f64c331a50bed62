import type { Metadata } from "next";
import { WebhooksPage } from "@/components/webhooks/webhooks-page";

export const metadata: Metadata = { title: "Webhooks" };

export default async function AppWebhooksPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WebhooksPage id={id} />;
}
