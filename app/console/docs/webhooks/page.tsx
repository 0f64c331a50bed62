import type { Metadata } from "next";
import { WebhookReceiverDocs } from "@/components/docs/webhook-receiver-docs";

export const metadata: Metadata = { title: "Webhook receivers" };

/** The guide inside the console (its navigation links it); the same page is public at /docs/webhooks. */
export default function ConsoleWebhookDocsPage() {
  return <WebhookReceiverDocs />;
}
