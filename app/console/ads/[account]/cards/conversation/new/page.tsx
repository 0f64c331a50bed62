import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { ConversationBuilderPage } from "@/components/ads/cards/conversation-builder-page";

export const metadata: Metadata = { title: "Ads · Conversation card builder" };

/** New image or video conversation card (?kind=), or ?card=<id> to edit one. */
export default function AdsConversationBuilderPage() {
  return (
    <AccessGate needs="creatives.write" what="making or changing cards">
      <ConversationBuilderPage />
    </AccessGate>
  );
}
