import type { Metadata } from "next";
import { WebhookReceiverDocs } from "@/components/docs/webhook-receiver-docs";
import { SiteHeader } from "@/components/ui/site-header";

export const metadata: Metadata = { title: "Webhook receivers" };

/**
 * The receiver guide without signing in: whoever writes a receiver (often not the app's owner) needs
 * it, and it holds nothing private (the code is docs/examples/, the settings are the server's defaults).
 */
export default function PublicWebhookDocsPage() {
  return (
    <div className="min-h-screen">
      <SiteHeader />
      <main id="main" className="mx-auto max-w-5xl px-6 pb-20">
        <WebhookReceiverDocs />
      </main>
    </div>
  );
}
