import type { Metadata } from "next";
import { AccessGate } from "@/components/ads/access-notice";
import { PostsView } from "@/components/ads/posts/post-view";

export const metadata: Metadata = { title: "Ads · Posts" };

export default function AdsPostsPage() {
  return (
    <AccessGate needs="creatives.read" what="its posts">
      <PostsView />
    </AccessGate>
  );
}
