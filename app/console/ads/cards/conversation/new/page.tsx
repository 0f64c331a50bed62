import type { Metadata } from "next";
import { ConversationBuilderPage } from "@/components/cards/conversation-builder-page";

export const metadata: Metadata = { title: "Ads · Conversation card builder" };

/** New image or video conversation card (?kind=), or ?card=<id> to edit one. */
export default function AdsConversationBuilderPage() {
  return <ConversationBuilderPage />;
}
