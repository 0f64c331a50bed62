import type { Metadata } from "next";
import { SubscriptionsPage } from "@/components/webhooks/subscriptions/subscriptions-page";

export const metadata: Metadata = { title: "Subscriptions" };

export default async function AppSubscriptionsPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return <SubscriptionsPage appId={id} />;
}
