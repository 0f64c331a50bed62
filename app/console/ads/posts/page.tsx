import type { Metadata } from "next";
import { PostsView } from "@/components/ads/post-view";

export const metadata: Metadata = { title: "Ads · Posts" };

export default function AdsPostsPage() {
  return <PostsView />;
}
