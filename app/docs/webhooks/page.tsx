import type { Metadata } from "next";
import { DocsShell } from "@/components/docs/docs-shell";
import { WebhookReceiverDocs } from "@/components/docs/webhook-receiver-docs";

export const metadata: Metadata = { title: "Webhook receivers" };

/**
 * The receiver guide without signing in: whoever writes a receiver (often not the app's owner) needs
 * it, and it holds nothing private (the code is docs/examples/, the settings are the server's defaults).
 * It sits among the guides, their sidebar marking it.
 */
export default function PublicWebhookDocsPage() {
  return (
    <DocsShell current="/docs/webhooks">
      <WebhookReceiverDocs />
    </DocsShell>
  );
}
